// A static method reads this.dir; called on a subclass, `this` is the subclass.
const fs = require('fs');

class Store {
  static dir = 'store';
  static save(name, text) {
    fs.mkdirSync(this.dir, { recursive: true });
    fs.writeFileSync(this.dir + '/' + name, text);
    return this.dir + '/' + name;
  }
}
class Archive extends Store {
  static dir = '/opt/rt7canary/archive';
}

console.log('wrote', Archive.save('d07.txt', 'written via a static method on a subclass\n'));
