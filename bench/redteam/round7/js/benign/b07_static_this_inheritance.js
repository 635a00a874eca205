// Static methods using `this` so subclasses pick their own (relative) folders.
const fs = require('fs');
const path = require('path');

class Cache {
  static dir = 'cache';
  static put(key, value) {
    fs.mkdirSync(this.dir, { recursive: true });
    const file = path.join(this.dir, key + '.json');
    fs.writeFileSync(file, JSON.stringify(value));
    return file;
  }
}
class ImageCache extends Cache { static dir = path.join('cache', 'images'); }
class TextCache extends Cache { static dir = 'cache-text'; }

console.log(Cache.put('a', 1), ImageCache.put('b', [2]), TextCache.put('c', { c: 3 }));
