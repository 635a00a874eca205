const fs = require('fs');
const path = require('path');
const readline = require('readline');

const outDir = path.join('out', 'events');
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, 'events.ndjson');

const events = Array.from({ length: 300 }, (_, i) => ({
  id: i,
  user: `u${i % 7}`,
  amount: ((i * 37) % 101) / 4,
  kind: i % 5 === 0 ? 'refund' : 'purchase',
}));
fs.writeFileSync(file, events.map((e) => JSON.stringify(e)).join('\n') + '\n');

async function aggregate(input) {
  const rl = readline.createInterface({ input: fs.createReadStream(input), crlfDelay: Infinity });
  const perUser = new Map();
  for await (const line of rl) {
    if (!line.trim()) continue;
    const { user, amount, kind } = JSON.parse(line);
    const sign = kind === 'refund' ? -1 : 1;
    perUser.set(user, (perUser.get(user) ?? 0) + sign * amount);
  }
  return perUser;
}

aggregate(file).then((perUser) => {
  const rows = [...perUser].sort(([a], [b]) => a.localeCompare(b));
  const csv = ['user,net', ...rows.map(([u, v]) => `${u},${v.toFixed(2)}`)].join('\n');
  fs.writeFileSync(path.join(outDir, 'net_by_user.csv'), csv + '\n');
  console.log(`aggregated ${events.length} events for ${rows.length} users`);
});
