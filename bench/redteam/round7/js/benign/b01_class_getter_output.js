// Report class whose output path is a getter built from relative parts.
const fs = require('fs');
const path = require('path');

class Report {
  constructor(name, rows) { this.name = name; this.rows = rows; }
  get folder() { return path.join('out', 'reports'); }
  get file() { return path.join(this.folder, `${this.name}.csv`); }
  get csv() { return ['id,value', ...this.rows.map((r, i) => `${i},${r}`)].join('\n'); }
  save() { fs.mkdirSync(this.folder, { recursive: true }); fs.writeFileSync(this.file, this.csv); return this.file; }
}

const r = new Report('daily', [3, 1, 4, 1, 5]);
console.log('saved', r.save(), fs.readFileSync(r.file, 'utf8').split('\n').length, 'lines');
