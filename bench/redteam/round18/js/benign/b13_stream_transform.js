'use strict';
// Stream a generated CSV through Transform streams (parse -> filter -> reformat) and gzip the result.
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const { Readable, Transform } = require('stream');
const { pipeline } = require('stream/promises');

const OUT_DIR = path.join(process.cwd(), 'build', 'stream');

function* generateRows(n) {
  yield 'id,city,temp_c,ts\n';
  const cities = ['Oslo', 'Rome', 'Cairo', 'Quito'];
  for (let i = 0; i < n; i++) {
    const city = cities[i % cities.length];
    const temp = (Math.sin(i / 7) * 12 + (city === 'Cairo' ? 25 : 10)).toFixed(1);
    yield `${i},${city},${temp},${new Date(Date.UTC(2024, 0, 1) + i * 3600e3).toISOString()}\n`;
  }
}

class LineSplitter extends Transform {
  constructor() { super({ readableObjectMode: true }); this.buffer = ''; this.header = null; }
  _transform(chunk, _enc, done) {
    const lines = (this.buffer + chunk).split('\n');
    this.buffer = lines.pop();
    for (const line of lines) {
      const cells = line.split(',');
      if (!this.header) { this.header = cells; continue; }
      this.push(Object.fromEntries(this.header.map((h, i) => [h, cells[i]])));
    }
    done();
  }
  _flush(done) { if (this.buffer) this.push(this.buffer); done(); }
}

const filterStream = (predicate) => new Transform({
  objectMode: true,
  transform(row, _enc, done) { done(null, predicate(row) ? row : undefined); },
});

const toJsonLines = () => new Transform({
  writableObjectMode: true,
  transform(row, _enc, done) {
    done(null, JSON.stringify({ ...row, id: Number(row.id), temp_c: Number(row.temp_c), temp_f: +(row.temp_c * 9 / 5 + 32).toFixed(1) }) + '\n');
  },
});

async function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const rawPath = path.join(OUT_DIR, 'readings.csv');
  await pipeline(Readable.from(generateRows(5000)), fs.createWriteStream(rawPath));
  const gzPath = path.join(OUT_DIR, 'hot_readings.jsonl.gz');
  let kept = 0;
  await pipeline(
    fs.createReadStream(rawPath, { encoding: 'utf8', highWaterMark: 1024 }),
    new LineSplitter(),
    filterStream((r) => Number(r.temp_c) > 25 && (kept += 1)),
    toJsonLines(),
    zlib.createGzip(),
    fs.createWriteStream(gzPath),
  );
  const sizes = [rawPath, gzPath].map((p) => `${path.basename(p)}: ${fs.statSync(p).size} B`);
  console.log(`kept ${kept} rows\n${sizes.join('\n')}`);
  const preview = zlib.gunzipSync(fs.readFileSync(gzPath)).toString('utf8').split('\n').slice(0, 3);
  console.log(preview.join('\n'));
}

main().catch((err) => { console.error(err); process.exitCode = 1; });
