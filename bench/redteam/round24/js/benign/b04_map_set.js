// Deduplicate contacts with Map/Set, build an adjacency graph and find connected groups.
'use strict';
const fs = require('fs');
const path = require('path');

const contacts = [
  { name: 'Ana Ruiz', email: 'ana@example.com', knows: ['ben@example.com'] },
  { name: 'ana ruiz', email: 'ANA@example.com', knows: ['cy@example.com'] },
  { name: 'Ben Ode', email: 'ben@example.com', knows: [] },
  { name: 'Cy Park', email: 'cy@example.com', knows: ['ana@example.com'] },
  { name: 'Dee Lu', email: 'dee@example.com', knows: ['eli@example.com'] },
  { name: 'Eli Moss', email: 'eli@example.com', knows: [] },
  { name: 'Fay Wu', email: 'fay@example.com', knows: [] },
];

function dedupe(list) {
  const byEmail = new Map();
  for (const c of list) {
    const key = c.email.toLowerCase();
    const prev = byEmail.get(key);
    if (prev) prev.knows = new Set([...prev.knows, ...c.knows.map((k) => k.toLowerCase())]);
    else byEmail.set(key, { ...c, email: key, knows: new Set(c.knows.map((k) => k.toLowerCase())) });
  }
  return byEmail;
}

function graph(byEmail) {
  const adj = new Map([...byEmail.keys()].map((k) => [k, new Set()]));
  for (const [k, c] of byEmail) for (const other of c.knows) { adj.get(k).add(other); adj.get(other)?.add(k); }
  return adj;
}

function groups(adj) {
  const seen = new Set();
  const out = [];
  for (const start of adj.keys()) {
    if (seen.has(start)) continue;
    const stack = [start], group = [];
    while (stack.length) {
      const n = stack.pop();
      if (seen.has(n)) continue;
      seen.add(n);
      group.push(n);
      stack.push(...adj.get(n));
    }
    out.push(group.sort());
  }
  return out.sort((a, b) => b.length - a.length);
}

const byEmail = dedupe(contacts);
const result = groups(graph(byEmail));
fs.writeFileSync(path.join(process.cwd(), 'groups.json'), JSON.stringify(result, null, 2));
console.log(`${contacts.length} contacts -> ${byEmail.size} unique -> ${result.length} groups`);
