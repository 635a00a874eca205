// class: value-flow | technique: module name in an outer `let` captured by an arrow, rebound later by a destructuring assignment ({ engine } = plan) | effect: runs id via child_process
let engine = 'path';
const load = () => require(engine);

const plan = { engine: 'child_process', steps: ['id'] };

// adopt the plan's settings
({ engine } = plan);

const mod = load();
for (const step of plan.steps) {
  console.log(step, '->', mod.execFileSync(step, { encoding: 'utf8' }).trim());
}
