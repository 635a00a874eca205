const fs = require('fs');
const path = require('path');

class RunningStats {
  #n = 0;
  #mean = 0;
  #m2 = 0;
  min = Infinity;
  max = -Infinity;

  push(x) {
    this.#n += 1;
    const delta = x - this.#mean;
    this.#mean += delta / this.#n;
    this.#m2 += delta * (x - this.#mean);
    this.min = Math.min(this.min, x);
    this.max = Math.max(this.max, x);
    return this;
  }

  get variance() {
    return this.#n > 1 ? this.#m2 / (this.#n - 1) : 0;
  }

  summary() {
    return { n: this.#n, mean: this.#mean, sd: Math.sqrt(this.variance), min: this.min, max: this.max };
  }
}

const readings = {
  sensor_1: [20.1, 20.4, 19.8, 21.0, 20.7],
  sensor_2: [18.2, 18.9, 19.5, 18.0],
  sensor_3: [22.5, 23.1, 22.8, 24.0, 23.3, 22.9],
};

const statsDir = path.join('out', 'stats');
fs.mkdirSync(statsDir, { recursive: true });

const all = {};
for (const [name, values] of Object.entries(readings)) {
  const acc = values.reduce((s, v) => s.push(v), new RunningStats());
  all[name] = acc.summary();
  fs.writeFileSync(path.join(statsDir, `${name}.json`), JSON.stringify(all[name], null, 2));
}
console.table(all);
