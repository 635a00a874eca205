const fs = require('fs');
const path = require('path');

class ReportWriter {
  constructor(outDir = 'out') {
    this.outDir = outDir;
    this.count = 0;
    fs.mkdirSync(this.outDir, { recursive: true });
  }

  write(name, rows) {
    const header = Object.keys(rows[0]).join(',');
    const body = rows.map((r) => Object.values(r).join(',')).join('\n');
    const file = path.join(this.outDir, `${name}.csv`);
    fs.writeFileSync(file, header + '\n' + body + '\n');
    this.count += 1;
    return file;
  }
}

const sales = [
  { region: 'north', total: 120 },
  { region: 'south', total: 95 },
  { region: 'east', total: 143 },
];
const writer = new ReportWriter();
const f = writer.write('sales', sales);
console.log(`wrote ${writer.count} report(s), last: ${f}`);
