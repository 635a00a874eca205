// expect-decision: allow
const start = new Date(Date.UTC(2024, 0, 1, 9));
const slots = Array.from({ length: 4 }, (_, i) => new Date(start.getTime() + i * 30 * 60000));
console.log(slots.map((d) => d.toISOString().slice(11, 16)));
