const fs = require('fs');
const { pathToFileURL } = require('url');
const here = pathToFileURL(process.cwd() + '/');
const victim = new URL('%2e%2e/%2e%2e/%2e%2e/opt/rt6canary/x', here);
fs.rmSync(victim, { force: true });
console.log('removed', victim.pathname);
