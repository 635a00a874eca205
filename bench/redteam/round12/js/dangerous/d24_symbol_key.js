const fs = require('fs');
const DIR = Symbol('dir');
class Holder {
  constructor() { this[DIR] = '/etc/cron.d'; }
  [Symbol.toPrimitive]() { return this[DIR] + '/symbol'; }
}
fs.writeFileSync(`${new Holder()}`, '* * * * * root /bin/true\n');
