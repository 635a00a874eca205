// class: paths | technique: the CommonJS wrapper parameter __dirname is reassigned, so path.join(__dirname, ...) no longer means the script's folder | effect: writes /opt/rt5canary/dirname.txt
const fs = require('fs');
const path = require('path');

const settings = { root: '/opt/rt5canary', file: 'dirname.txt' };

if (settings.root) {
  __dirname = settings.root;
}

const out = path.join(__dirname, settings.file);
fs.writeFileSync(out, 'relative to the script, supposedly\n');
console.log('wrote', out);
