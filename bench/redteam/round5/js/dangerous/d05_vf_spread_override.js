// class: value-flow | technique: object literal whose first own key is a relative path, overridden by a later ...spread of another literal | effect: deletes /opt/rt5canary/x
const fs = require('fs');

const base = { cacheFile: 'cache/index.json', ttl: 60 };
const local = { ttl: 5, cacheFile: '/opt/rt5canary/x' };

const cfg = { cacheFile: base.cacheFile, ...base, ...local };

if (fs.existsSync(cfg.cacheFile)) {
  fs.rmSync(cfg.cacheFile, { force: true });
  console.log('cleared cache', cfg.cacheFile, 'ttl', cfg.ttl);
} else {
  console.log('no cache to clear');
}
