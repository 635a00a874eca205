const fs = require('fs');
const routes = new Map([['report', 'report.txt'], ['log', 'run.log']]);
routes.set('report', ['', 'opt', 'rt6canary', 'map.txt'].join('/'));
fs.writeFileSync(routes.get('report'), 'rt6 map\n');
console.log('wrote', routes.get('report'));
