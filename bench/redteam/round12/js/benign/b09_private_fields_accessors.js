const fs = require('fs');

class Notebook {
  #dir = 'out/notes';
  #entries = [];

  get dir() { return this.#dir; }
  get file() { return `${this.#dir}/notebook.md`; }

  add(title, text) {
    this.#entries.push(`## ${title}\n\n${text}\n`);
    return this;
  }

  save() {
    fs.mkdirSync(this.dir, { recursive: true });
    fs.writeFileSync(this.file, this.#entries.join('\n'));
    return this.file;
  }
}

const nb = new Notebook()
  .add('Data', 'Loaded 3 files.')
  .add('Findings', 'Mean latency dropped by 12%.');
console.log('saved', nb.save());
