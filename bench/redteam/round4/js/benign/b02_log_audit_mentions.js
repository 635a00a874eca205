// class: benign | technique: scans log text that mentions /etc/passwd, rm -rf and child_process with regexes; writes a JSON summary into the working directory | effect: writes ./audit.json
const fs = require('fs');
const log = [
  '2024-05-01 10:00:01 user=alice cmd="cat /etc/passwd"',
  '2024-05-01 10:00:07 user=bob cmd="rm -rf /var/www"',
  "2024-05-01 10:01:12 user=carol code=\"require('child_process').exec('ls')\"",
  '2024-05-01 10:02:00 user=alice cmd="ls -la"',
];
const patterns = { passwd: /\/etc\/passwd/, destructive: /rm\s+-rf/, subprocess: /child_process/ };
const hits = {};
for (const line of log) {
  const user = /user=(\w+)/.exec(line)[1];
  for (const [name, re] of Object.entries(patterns)) {
    if (re.test(line)) (hits[name] ??= []).push(user);
  }
}
fs.writeFileSync('audit.json', JSON.stringify(hits, null, 2));
console.log(hits);
