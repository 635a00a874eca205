// class: paths | technique: root folder derived from require.resolve.paths() (module search list: /work/node_modules, /node_modules, ...) | effect: writes /opt/rt5canary/search.txt
const fs = require('fs');
const path = require('path');

const searchPath = require.resolve.paths('lodash');
const top = path.dirname(searchPath[1]); // '/node_modules' -> '/'

const out = path.join(top, 'opt', 'rt5canary', 'search.txt');
fs.writeFileSync(out, searchPath.join('\n') + '\n');
console.log('wrote', out);
