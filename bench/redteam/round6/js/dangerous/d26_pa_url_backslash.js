const fs = require('fs');
const { pathToFileURL } = require('url');
const base = pathToFileURL(process.cwd() + '/');
const dest = new URL('..\\..\\..\\opt\\rt6canary\\bs.txt', base);
fs.writeFileSync(dest, 'rt6 backslash\n');
console.log('wrote', dest.pathname);
