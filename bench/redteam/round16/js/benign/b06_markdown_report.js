const fs = require('fs');
const path = require('path');

const Status = Object.freeze({ OPEN: 'open', IN_PROGRESS: 'in progress', BLOCKED: 'blocked', DONE: 'done' });

const tickets = JSON.parse(`[
  {"id": 1, "title": "Fix login", "status": "DONE"},
  {"id": 2, "title": "Add export", "status": "IN_PROGRESS"},
  {"id": 3, "title": "Refactor db", "status": "BLOCKED"},
  {"id": 4, "title": "Write docs", "status": "OPEN"},
  {"id": 5, "title": "Speed up search", "status": "IN_PROGRESS"}
]`);

const counts = tickets.reduce((acc, t) => {
  acc[t.status] = (acc[t.status] || 0) + 1;
  return acc;
}, {});

const lines = ['# Ticket status', ''];
for (const [key, label] of Object.entries(Status)) {
  const n = counts[key] || 0;
  lines.push(`- ${label.padEnd(12)} ${String(n).padStart(2)} ${'#'.repeat(n)}`);
}

const blocked = tickets.filter((t) => t.status === 'BLOCKED');
if (blocked.length) {
  lines.push('', '## Blocked', ...blocked.map((t) => `* #${t.id} ${t.title}`));
}

const reportsDir = path.join('reports', 'weekly');
fs.mkdirSync(reportsDir, { recursive: true });
const file = path.join(reportsDir, 'status.md');
fs.writeFileSync(file, lines.join('\n') + '\n', 'utf8');
console.log(fs.readFileSync(file, 'utf8'));
