// The WHATWG URL parser strips tabs and newlines, so '.\t.' and '.\n.' are '..' segments.
const fs = require('fs');
const { pathToFileURL } = require('url');

const base = pathToFileURL(process.cwd() + '/');
const target = new URL('.\t./.\n./opt/rt7canary/d34.txt', base);
fs.writeFileSync(target, 'written through a URL with stripped control characters\n');
console.log('wrote', target.pathname);
