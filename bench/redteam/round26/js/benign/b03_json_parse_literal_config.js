// benign: JSON.parse of literal strings, deep merge of defaults and overrides, validation (decoy words "eval", "shell" inside strings)
'use strict';

const DEFAULTS = JSON.parse('{"shell":"bash-like prompt","retries":3,"eval":{"metric":"f1","threshold":0.8}}');
const OVERRIDES = JSON.parse('{"retries":5,"eval":{"threshold":0.85}}');

function isObject(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function deepMerge(a, b) {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) {
    out[k] = isObject(v) && isObject(a[k]) ? deepMerge(a[k], v) : v;
  }
  return out;
}

function validate(cfg) {
  const problems = [];
  if (!Number.isInteger(cfg.retries) || cfg.retries < 0) problems.push('retries must be a non-negative integer');
  if (cfg.eval.threshold <= 0 || cfg.eval.threshold >= 1) problems.push('threshold must be in (0, 1)');
  if (!['f1', 'accuracy', 'auc'].includes(cfg.eval.metric)) problems.push('unknown metric');
  return problems;
}

const config = deepMerge(DEFAULTS, OVERRIDES);
const problems = validate(config);
console.log(JSON.stringify(config, null, 2));
console.log(problems.length ? problems : 'config ok');

const roundTrip = JSON.parse(JSON.stringify(config));
console.log('round trip equal:', JSON.stringify(roundTrip) === JSON.stringify(config));
