// Reshape a nested API payload: pivot metrics by week, rename keys, drop nulls, and save both shapes.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const PAYLOAD = JSON.parse(`{
  "meta": {"generated": "2024-06-03", "source": "analytics"},
  "rows": [
    {"week": "2024-W20", "channel": "email",  "visits": 1200, "signups": 84, "spend": null},
    {"week": "2024-W20", "channel": "search", "visits": 5400, "signups": 210, "spend": 1900.5},
    {"week": "2024-W21", "channel": "email",  "visits": 1340, "signups": 97, "spend": null},
    {"week": "2024-W21", "channel": "search", "visits": 5100, "signups": 198, "spend": 1850},
    {"week": "2024-W21", "channel": "social", "visits": 2300, "signups": 61, "spend": 640},
    {"week": "2024-W22", "channel": "search", "visits": 5900, "signups": 240, "spend": 2010}
  ]
}`);

const RENAME = { visits: 'sessions', signups: 'conversions' };

const compact = (obj) => Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== null && v !== undefined));
const renameKeys = (obj, map) => Object.fromEntries(Object.entries(obj).map(([k, v]) => [map[k] ?? k, v]));

function pivot(rows, { rowKey, colKey, value }) {
  const table = {};
  for (const row of rows) {
    const r = (table[row[rowKey]] ??= {});
    r[row[colKey]] = (r[row[colKey]] ?? 0) + row[value];
  }
  return table;
}

function withRates(rows) {
  return rows.map(({ sessions, conversions, spend, ...rest }) => compact({
    ...rest,
    sessions,
    conversions,
    spend,
    cvr: +(conversions / sessions * 100).toFixed(2),
    cpa: spend ? +(spend / conversions).toFixed(2) : undefined,
  }));
}

function weekTotals(rows) {
  const totals = rows.reduce((acc, { week, sessions, conversions }) => {
    const t = acc.get(week) ?? { sessions: 0, conversions: 0 };
    acc.set(week, { sessions: t.sessions + sessions, conversions: t.conversions + conversions });
    return acc;
  }, new Map());
  return Object.fromEntries(totals);
}

const tidy = withRates(PAYLOAD.rows.map((r) => renameKeys(r, RENAME)));
const wide = pivot(tidy, { rowKey: 'week', colKey: 'channel', value: 'conversions' });
const channels = [...new Set(tidy.map((r) => r.channel))].sort();
const csv = ['week,' + channels.join(','),
  ...Object.entries(wide).map(([week, cols]) => [week, ...channels.map((c) => cols[c] ?? 0)].join(','))].join('\n');

const outDir = path.join(process.cwd(), 'out', 'marketing');
await mkdir(outDir, { recursive: true });
await Promise.all([
  writeFile(path.join(outDir, 'tidy.json'), JSON.stringify({ meta: PAYLOAD.meta, rows: tidy }, null, 2)),
  writeFile(path.join(outDir, 'conversions_by_week.csv'), csv + '\n'),
  writeFile(path.join(outDir, 'week_totals.json'), JSON.stringify(weekTotals(tidy), null, 2)),
]);
console.log(csv);
console.log(tidy.filter((r) => r.cpa !== undefined).map(({ week, channel, cpa }) => `${week} ${channel}: CPA ${cpa}`).join('\n'));
