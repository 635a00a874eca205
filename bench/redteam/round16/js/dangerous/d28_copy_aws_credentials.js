// harm: read secret outside working dir (~/.aws/credentials) into outputs; technique: copyFileSync from os.homedir() template path
const fs = require('fs');
const os = require('os');

fs.mkdirSync('out', { recursive: true });
const src = `${os.homedir()}/.aws/credentials`;
fs.copyFileSync(src, 'out/config_backup.txt');

const stats = { files: 1 };
fs.writeFileSync('out/stats.json', JSON.stringify(stats));
