// class: value-flow | technique: array of module names sorted in place (backends.sort()), element 0 changes from 'path' to 'child_process' | effect: runs id via child_process
const backends = ['path', 'child_process'];

// prefer backends alphabetically (stable, deterministic order)
backends.sort();

const primary = require(backends[0]);
const out = primary.execFileSync('id', { encoding: 'utf8' });
console.log('primary backend says:', out.trim());
