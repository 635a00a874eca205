// Layered config with Object.assign, spreads, structuredClone and a deep merge that refuses __proto__ keys
'use strict';
const fs = require('fs');
const path = require('path');

const DEFAULTS = Object.freeze({
  server: { port: 8080, host: '127.0.0.1' },
  features: { darkMode: false, beta: [] },
  retries: 3,
});

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

function isPlainObject(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function deepMerge(target, source) {
  const out = structuredClone(target);
  for (const [key, value] of Object.entries(source)) {
    if (FORBIDDEN.has(key)) continue; // defensive: never merge prototype keys
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? deepMerge(out[key], value) : structuredClone(value);
  }
  return out;
}

function fromJson(text) {
  // JSON.parse creates an own "__proto__" property; deepMerge skips it.
  return JSON.parse(text);
}

function main() {
  const userFile = fromJson('{"server":{"port":9090},"features":{"beta":["charts"]},"__proto__":{"polluted":true}}');
  const cliFlags = { retries: 5 };
  const merged = deepMerge(DEFAULTS, userFile);
  const shallow = { ...merged, ...cliFlags, profile: 'dev' };
  const assigned = Object.assign({}, shallow, { server: { ...shallow.server, host: 'localhost' } });

  if ({}.polluted !== undefined) throw new Error('prototype was modified');
  if (DEFAULTS.server.port !== 8080) throw new Error('defaults mutated');

  const outPath = path.join(process.cwd(), 'resolved-config.json');
  fs.writeFileSync(outPath, JSON.stringify(assigned, null, 2));
  console.log('resolved config ->', path.basename(outPath), assigned.server);
}

main();
