// Read-only configuration: a Proxy answers missing keys from a defaults table.
const fs = require('fs');

const defaults = { outDir: 'build', format: 'json', indent: 2 };
const user = { indent: 4 };
const config = new Proxy(user, {
  get(target, key) { return key in target ? target[key] : defaults[key]; },
  set() { throw new Error('config is read-only'); },
});

fs.mkdirSync(config.outDir, { recursive: true });
fs.writeFileSync(`${config.outDir}/settings.${config.format}`, JSON.stringify({ a: 1 }, null, config.indent));
try { config.outDir = 'x'; } catch (e) { console.log('refused:', e.message); }
console.log(fs.readFileSync('build/settings.json', 'utf8'));
