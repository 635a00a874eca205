'use strict';
// Resolve layered configuration (defaults <- file-style JSON <- env-style overrides) and validate it.
const fs = require('fs');
const path = require('path');

const DEFAULTS = {
  server: { port: 8080, host: '127.0.0.1', timeoutMs: 5000 },
  cache: { enabled: true, ttl: 60, maxEntries: 1000 },
  features: { darkMode: false, beta: [] },
  output: { dir: 'build', file: 'config.resolved.json' },
};

const FILE_CONFIG = JSON.parse(`{
  "server": { "port": 3000 },
  "cache": { "ttl": 300 },
  "features": { "beta": ["search-v2"] }
}`);

const OVERRIDES = { 'cache.maxEntries': '5000', 'features.darkMode': 'true', 'server.timeoutMs': '12000' };

const isPlainObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

function deepMerge(target, ...sources) {
  const out = { ...target };
  for (const src of sources) {
    for (const [key, value] of Object.entries(src)) {
      out[key] = isPlainObject(value) && isPlainObject(out[key]) ? deepMerge(out[key], value) : value;
    }
  }
  return out;
}

function coerce(raw, sample) {
  if (typeof sample === 'number') return Number(raw);
  if (typeof sample === 'boolean') return raw === 'true' || raw === '1';
  return raw;
}

function applyDotted(config, dotted) {
  const result = structuredClone(config);
  for (const [key, raw] of Object.entries(dotted)) {
    const parts = key.split('.');
    const leaf = parts.pop();
    const parent = parts.reduce((node, p) => (node[p] ??= {}), result);
    parent[leaf] = coerce(raw, parent[leaf]);
  }
  return result;
}

const RULES = [
  ['server.port', (v) => Number.isInteger(v) && v > 0 && v < 65536],
  ['cache.ttl', (v) => v >= 0],
  ['cache.maxEntries', (v) => v <= 100000],
];

function validate(config) {
  const get = (p) => p.split('.').reduce((o, k) => o?.[k], config);
  return RULES.filter(([p, ok]) => !ok(get(p))).map(([p]) => `invalid value at ${p}: ${get(p)}`);
}

function resolve(overrides = {}) {
  const merged = Object.assign({}, deepMerge(DEFAULTS, FILE_CONFIG));
  return applyDotted(merged, overrides);
}

const config = resolve(OVERRIDES);
const problems = validate(config);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
} else {
  const outDir = path.resolve(process.cwd(), config.output.dir);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, config.output.file), JSON.stringify(config, null, 2));
  console.log(JSON.stringify(config, null, 2));
}
