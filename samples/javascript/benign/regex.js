// expect-decision: allow
const log = '2024-01-02 ERROR disk full\n2024-01-03 INFO ok';
const re = /(?<date>\d{4}-\d{2}-\d{2}) (?<level>\w+) (?<msg>.*)/g;
for (const m of log.matchAll(re)) console.log(m.groups.level, m.groups.msg);
