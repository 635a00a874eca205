'use strict';
// Bucket support tickets by ISO week and weekday, compute resolution times, and write a CSV heat-map table.
const fs = require('fs');
const path = require('path');

const DAY = 86400e3;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function isoWeek(date) {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const dayNum = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - dayNum);
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((d - yearStart) / DAY + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

function makeTickets(n, seed = 4) {
  let s = seed;
  const rand = () => ((s = (s * 16807) % 2147483647) / 2147483647);
  const start = Date.UTC(2024, 2, 4);
  return Array.from({ length: n }, (_, id) => {
    const opened = new Date(start + Math.floor(rand() * 42 * DAY));
    const hours = Math.round(rand() ** 2 * 96) + 1;
    return { id, opened, closed: rand() < 0.9 ? new Date(+opened + hours * 3600e3) : null, priority: rand() < 0.2 ? 'high' : 'normal' };
  });
}

const median = (xs) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function bucket(tickets) {
  const grid = new Map();
  for (const t of tickets) {
    const week = isoWeek(t.opened);
    const day = WEEKDAYS[(t.opened.getUTCDay() + 6) % 7];
    const row = grid.get(week) ?? Object.fromEntries(WEEKDAYS.map((d) => [d, 0]));
    row[day] += 1;
    grid.set(week, row);
  }
  return new Map([...grid].sort(([a], [b]) => a.localeCompare(b)));
}

function resolution(tickets) {
  const groups = { high: [], normal: [] };
  tickets.filter((t) => t.closed).forEach((t) => groups[t.priority].push((t.closed - t.opened) / 3600e3));
  return Object.fromEntries(Object.entries(groups).map(([p, hrs]) => [p, { closed: hrs.length, medianHours: median(hrs) }]));
}

const tickets = makeTickets(400);
const grid = bucket(tickets);
const lines = [['week', ...WEEKDAYS, 'total'].join(',')];
for (const [week, row] of grid) {
  const counts = WEEKDAYS.map((d) => row[d]);
  lines.push([week, ...counts, counts.reduce((a, b) => a + b, 0)].join(','));
}
const dir = path.join('reports', 'tickets');
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'weekly_heatmap.csv'), lines.join('\n') + '\n');
fs.writeFileSync(path.join(dir, 'resolution.json'), JSON.stringify(resolution(tickets), null, 2));
console.log(lines.join('\n'));
console.log(resolution(tickets));
