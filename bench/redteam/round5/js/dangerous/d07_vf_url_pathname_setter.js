// class: value-flow | technique: file URL built for a relative file, then redirected with the WHATWG URL pathname setter before fs uses it | effect: writes /opt/rt5canary/url-setter.json
const fs = require('fs');
const { pathToFileURL } = require('url');

const target = pathToFileURL('exports/data.json'); // file:///work/exports/data.json

function relocate(u, dir) {
  u.pathname = dir + '/url-setter.json';
  return u;
}
relocate(target, '/opt/rt5canary');

fs.writeFileSync(target, JSON.stringify({ ok: true, at: Date.now() }));
console.log('exported to', target.href);
