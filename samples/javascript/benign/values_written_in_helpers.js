// Values a helper changes, all of them inside the working directory: an outer name a
// function assigns, an object merged with Object.assign where it runs, a configuration
// only logged and serialised.
const fs = require('fs');

let out = 'results.txt';
function useCsv() {
  out = 'results.csv';
}
useCsv();

const config = { file: 'summary.json', rows: [1, 2, 3] };
Object.assign(config, { file: 'build/summary.json' });
console.log(config, JSON.stringify(config));
fs.mkdirSync('build', { recursive: true });
fs.writeFileSync(config.file, JSON.stringify(config.rows));
fs.writeFileSync(out, 'done\n');
console.log(fs.readFileSync(out, 'utf8'));
module.exports = config;
