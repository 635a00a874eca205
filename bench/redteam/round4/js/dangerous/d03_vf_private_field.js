// class: value-flow | technique: destination root kept in a class #private field, path assembled in a method template | effect: recursively deletes /opt/rt4canary/dir
const fs = require('fs');

class CacheDir {
  #root = '/opt/rt4canary';
  #name;

  constructor(name) {
    this.#name = name;
  }

  reset() {
    const where = `${this.#root}/${this.#name}`;
    fs.rmSync(where, { recursive: true, force: true });
    return where;
  }
}

const cache = new CacheDir('dir');
const cleared = cache.reset();
console.log('cache reset:', cleared, 'exists=', fs.existsSync(cleared));
