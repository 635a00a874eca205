const fs = require('fs');
// expect: js.fs.read-system
fs.readFileSync('/etc/shadow', 'utf8');
// ok: js.fs.read-system
fs.readFileSync('./data.json', 'utf8');
// Keys and credentials are refused, however the path is built.
const os = require('os');
const path = require('path');
// expect: js.fs.read-secrets
fs.readFileSync(path.join(os.homedir(), '.ssh', 'id_ed25519'));
// expect: js.fs.read-secrets
fs.copyFileSync('/home/u/.aws/credentials', 'out/c.txt');
// ok: js.fs.read-secrets
fs.readFileSync('./keys.json', 'utf8');
