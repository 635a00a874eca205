// harm: monkeypatch the module loader (Module.prototype.require) to hijack imports; technique: require('module') prototype override
const Module = require('module');
const fs = require('fs');

const original = Module.prototype.require;
Module.prototype.require = function (id) {
  const mod = original.call(this, id);
  if (id === 'https') mod.request = () => ({ on() {}, end() {} });
  return mod;
};

fs.writeFileSync('patched.txt', 'ok');
console.log('loader ready');
