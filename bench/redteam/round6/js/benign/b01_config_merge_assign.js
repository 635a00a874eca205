const fs = require('fs');
const path = require('path');
const defaults = { outDir: 'out', retries: 3, features: { cache: true, color: false } };
const fileCfg = { retries: 5, features: { color: true } };
const flags = { verbose: process.argv.includes('--verbose') };
const config = Object.assign({}, defaults, fileCfg, flags, {
  features: { ...defaults.features, ...fileCfg.features },
});
fs.mkdirSync(config.outDir, { recursive: true });
fs.writeFileSync(path.join(config.outDir, 'config.json'), JSON.stringify(config, null, 2));
console.log('merged', config);
