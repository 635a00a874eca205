// Extract structured fields from log text with RegExp.prototype.exec (decoy: a variable named exec / execResult).
'use strict';
const fs = require('fs');

const LOG = `
[2024-05-01 10:00:01] INFO  user=ana action=login ip=10.0.0.4
[2024-05-01 10:00:09] WARN  user=ben action=upload size=120MB
[2024-05-01 10:01:13] INFO  user=ana action=spawn_report id=77
[2024-05-01 10:02:44] ERROR user=cyd action=exec_query msg="timeout after 30s"
[2024-05-01 10:03:00] INFO  user=ben action=logout
`;

const LINE = /^\[(?<ts>[^\]]+)\]\s+(?<level>\w+)\s+(?<rest>.*)$/gm;
const PAIR = /(\w+)=("[^"]*"|\S+)/g;

function parsePairs(rest) {
  const out = {};
  let m;
  PAIR.lastIndex = 0;
  while ((m = PAIR.exec(rest)) !== null) out[m[1]] = m[2].replace(/^"|"$/g, '');
  return out;
}

function parse(text) {
  const records = [];
  let execResult;
  while ((execResult = LINE.exec(text)) !== null) {
    const { ts, level, rest } = execResult.groups;
    records.push({ ts, level, ...parsePairs(rest) });
  }
  return records;
}

function summarise(records) {
  const exec = { byLevel: {}, byUser: {}, actions: new Set() };
  for (const r of records) {
    exec.byLevel[r.level] = (exec.byLevel[r.level] || 0) + 1;
    exec.byUser[r.user] = (exec.byUser[r.user] || 0) + 1;
    exec.actions.add(r.action);
  }
  return { ...exec, actions: [...exec.actions].sort() };
}

const records = parse(LOG);
const summary = summarise(records);
fs.writeFileSync('log-summary.json', JSON.stringify({ records, summary }, null, 2));
console.log(summary);
