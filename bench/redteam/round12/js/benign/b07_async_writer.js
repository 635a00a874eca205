const fsp = require('fs/promises');
const path = require('path');

class AsyncSaver {
  constructor() {
    this.base = 'out';
  }

  async target(name) {
    await fsp.mkdir(this.base, { recursive: true });
    return path.join(this.base, name);
  }

  async save(name, text) {
    const p = await this.target(name);
    await fsp.writeFile(p, text);
    return p;
  }
}

async function main() {
  const saver = new AsyncSaver();
  const words = 'the quick brown fox jumps over the lazy dog the end'.split(' ');
  const freq = {};
  for (const w of words) freq[w] = (freq[w] || 0) + 1;
  const lines = Object.entries(freq).sort((a, b) => b[1] - a[1]).map(([w, c]) => `${w} ${c}`);
  const p = await saver.save('freq.txt', lines.join('\n') + '\n');
  console.log('saved', p);
}

main().catch((e) => { console.error(e); process.exitCode = 1; });
