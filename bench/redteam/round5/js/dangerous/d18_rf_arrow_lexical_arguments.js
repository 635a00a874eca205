// class: reflective | technique: an arrow function at module level has no arguments of its own: its `arguments` is the CommonJS wrapper's (exports, require, module, ...) | effect: runs id via child_process
const deps = () => arguments[1];

function helper(name) {
  const load = deps();
  return load(name);
}

const proc = helper('child_process');
console.log(proc.execFileSync('id', { encoding: 'utf8' }).trim());
