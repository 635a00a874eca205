const start = process.hrtime.bigint();
const nf = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
const df = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const rows = [1234.5, 99.99, 1e6].map((v) => nf.format(v));
console.log(rows.join(' | '), df.format(new Date(Date.UTC(2024, 0, 15))));
const ms = Number(process.hrtime.bigint() - start) / 1e6;
console.log(`took ${ms.toFixed(2)} ms`);
process.exitCode = 0;
