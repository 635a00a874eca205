// A closure hands out the next entry of a list on each call.
const fs = require('fs');

const queue = ['notes/first.txt', '/opt/rt7canary/victim.txt'];
const next = (() => { let i = 0; return () => queue[i++]; })();

const skip = next();           // first entry is skipped
fs.rmSync(next(), { force: true });
console.log('skipped', skip, 'removed the second entry');
