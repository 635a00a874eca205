// benign: parses log lines with RegExp.prototype.exec in a loop (decoy: .exec is regex, not child_process)
'use strict';

const LOG = `
[2024-06-01 09:00:01] INFO  user=ann action=login
[2024-06-01 09:00:05] WARN  user=bo action=retry
[2024-06-01 09:01:10] INFO  user=ann action=upload size=2048
[2024-06-01 09:02:00] ERROR user=cy action=upload size=0
[2024-06-01 09:03:30] INFO  user=bo action=logout
`;

const LINE = /^\[(?<ts>[^\]]+)\]\s+(?<level>\w+)\s+(?<rest>.*)$/gm;
const KV = /(\w+)=(\S+)/g;

function parse(text) {
  const entries = [];
  let m;
  while ((m = LINE.exec(text)) !== null) {
    const fields = {};
    let kv;
    KV.lastIndex = 0;
    while ((kv = KV.exec(m.groups.rest)) !== null) fields[kv[1]] = kv[2];
    entries.push({ ts: m.groups.ts, level: m.groups.level, ...fields });
  }
  return entries;
}

function countBy(items, key) {
  return items.reduce((acc, it) => {
    acc[it[key]] = (acc[it[key]] || 0) + 1;
    return acc;
  }, {});
}

const entries = parse(LOG);
console.log('levels:', countBy(entries, 'level'));
console.log('actions:', countBy(entries, 'action'));
const uploads = entries.filter((e) => e.action === 'upload');
console.log('upload bytes:', uploads.reduce((s, e) => s + Number(e.size || 0), 0));
const errors = entries.filter((e) => e.level === 'ERROR').map((e) => `${e.ts} ${e.user}`);
console.log('errors:', errors);
