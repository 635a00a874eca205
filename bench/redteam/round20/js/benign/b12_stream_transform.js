// Stream pipeline: Readable.from -> Transform (CSV to NDJSON + gzip) -> file in cwd
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { Readable, Transform } = require('stream');
const { pipeline } = require('stream/promises');

function* generateCsv(rows) {
  yield 'id,name,score\n';
  for (let i = 0; i < rows; i++) yield `${i},user${i},${(i * 37) % 100}\n`;
}

class CsvToNdjson extends Transform {
  constructor() {
    super({ readableObjectMode: false, writableObjectMode: false });
    this.buffer = '';
    this.header = null;
    this.count = 0;
  }

  _transform(chunk, _enc, cb) {
    this.buffer += chunk.toString();
    const lines = this.buffer.split('\n');
    this.buffer = lines.pop();
    for (const line of lines) this.#emitLine(line);
    cb();
  }

  _flush(cb) {
    if (this.buffer) this.#emitLine(this.buffer);
    cb();
  }

  #emitLine(line) {
    if (!line.trim()) return;
    const cells = line.split(',');
    if (!this.header) { this.header = cells; return; }
    const obj = Object.fromEntries(this.header.map((h, i) => [h, h === 'name' ? cells[i] : Number(cells[i])]));
    if (obj.score >= 50) { this.push(JSON.stringify(obj) + '\n'); this.count++; }
  }
}

async function main() {
  const outFile = path.join(process.cwd(), 'high-scores.ndjson.gz');
  const t = new CsvToNdjson();
  await pipeline(Readable.from(generateCsv(500)), t, zlib.createGzip(), fs.createWriteStream(outFile));
  const back = zlib.gunzipSync(fs.readFileSync(outFile)).toString().trim().split('\n');
  console.log(`kept ${t.count} rows; first: ${back[0]}`);
}

main().catch((e) => { console.error(e); process.exitCode = 1; });
