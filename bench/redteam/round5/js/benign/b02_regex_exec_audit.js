// class: benign | technique: RegExp.prototype.exec loop over log text that mentions child_process, eval, /etc/passwd and rm -rf | effect: writes audit.json in the working directory
const fs = require('fs');

const logText = `
2024-05-01 WARN user pasted: require('child_process').exec('rm -rf /')
2024-05-01 INFO blocked eval(atob(payload)) in template
2024-05-02 WARN attempted read of /etc/passwd via ../../
2024-05-03 INFO process.binding('spawn_sync') mentioned in a ticket
`;

const pattern = /(child_process|eval|\/etc\/passwd|process\.binding|rm -rf)/g;
const counts = {};
let m;
while ((m = pattern.exec(logText)) !== null) {
  counts[m[1]] = (counts[m[1]] || 0) + 1;
}

const dateRe = /^(\d{4}-\d{2}-\d{2}) (\w+)/gm;
const days = new Set();
for (let d = dateRe.exec(logText); d; d = dateRe.exec(logText)) days.add(d[1]);

fs.writeFileSync('audit.json', JSON.stringify({ counts, days: [...days] }, null, 2));
console.log(counts);
