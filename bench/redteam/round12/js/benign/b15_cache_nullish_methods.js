const fs = require('fs');
const path = require('path');

class ResultCache {
  constructor(opts = {}) {
    this.opts = opts;
    this.opts.dir ??= 'out/cache';
    this.opts.suffix ||= '.json';
  }

  pathFor(key) {
    return path.join(this.opts.dir, key + this.opts.suffix);
  }

  get(key) {
    const p = this.pathFor(key);
    return fs.existsSync(p) ? JSON.parse(fs.readFileSync(p, 'utf8')) : undefined;
  }

  set(key, value) {
    fs.mkdirSync(this.opts.dir, { recursive: true });
    fs.writeFileSync(this.pathFor(key), JSON.stringify(value));
  }
}

function slowSquare(n) { return n * n; }

const cache = new ResultCache();
for (const n of [3, 4, 3]) {
  const key = `sq_${n}`;
  const hit = cache.get(key);
  const v = hit ?? slowSquare(n);
  if (hit === undefined) cache.set(key, v);
  console.log(n, v, hit === undefined ? 'miss' : 'hit');
}
