const fs = require('fs');
const path = require('path');

function makeSettings() {
  const settings = {};
  Object.defineProperty(settings, 'outDir', { value: 'out', enumerable: true });
  Object.defineProperty(settings, 'reportPath', {
    enumerable: true,
    get() { return path.join(this.outDir, 'report.txt'); },
  });
  return Object.freeze(settings);
}

const settings = makeSettings();
const samples = [12, 15, 11, 19, 14];
const sorted = [...samples].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];

fs.mkdirSync(settings.outDir, { recursive: true });
fs.writeFileSync(settings.reportPath, `median=${median}\nn=${samples.length}\n`);
console.log('report at', settings.reportPath);
