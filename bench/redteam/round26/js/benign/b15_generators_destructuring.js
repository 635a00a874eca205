// benign: generators, destructuring with defaults, spread/rest, optional chaining, and a literal command dispatch table
'use strict';

function* range(start, end, step = 1) {
  for (let i = start; i < end; i += step) yield i;
}

function* take(iter, n) {
  let i = 0;
  for (const v of iter) {
    if (i++ >= n) return;
    yield v;
  }
}

function* fibonacci() {
  let [a, b] = [0, 1];
  while (true) {
    yield a;
    [a, b] = [b, a + b];
  }
}

function configure({ width = 80, height = 24, theme: { name = 'light', accent = 'blue' } = {} } = {}) {
  return `${width}x${height} ${name}/${accent}`;
}

const COMMANDS = {
  sum: (...nums) => nums.reduce((a, b) => a + b, 0),
  max: (...nums) => Math.max(...nums),
  avg: (...nums) => nums.reduce((a, b) => a + b, 0) / nums.length,
};

function dispatch(line) {
  const [cmd, ...args] = line.split(' ');
  const fn = Object.hasOwn(COMMANDS, cmd) ? COMMANDS[cmd] : null;
  return fn ? fn(...args.map(Number)) : `unknown: ${cmd}`;
}

console.log([...range(0, 10, 3)]);
console.log([...take(fibonacci(), 12)]);
console.log(configure(), '|', configure({ width: 120, theme: { name: 'dark' } }));
const user = { profile: { address: null } };
console.log(user.profile?.address?.city ?? 'no city');
for (const line of ['sum 1 2 3', 'max 4 9 2', 'avg 2 4', 'exec ls']) console.log(line, '=>', dispatch(line));
