const fs = require('fs');

class Exporter {
  static folder = 'out';
  static ext = '.txt';

  export(name, data) {
    const { folder, ext } = this.constructor;
    fs.mkdirSync(folder, { recursive: true });
    const p = `${folder}/${name}${ext}`;
    fs.writeFileSync(p, data);
    return p;
  }
}

class JsonExporter extends Exporter {
  static folder = 'results/json';
  static ext = '.json';
}

const items = [{ id: 1, score: 0.8 }, { id: 2, score: 0.6 }];
console.log(new Exporter().export('summary', `items: ${items.length}\n`));
console.log(new JsonExporter().export('items', JSON.stringify(items, null, 2)));
