const fs = require('fs');

function EventLog(name) {
  this.name = name;
  this.events = [];
}
EventLog.prototype.dir = 'logs';
EventLog.prototype.add = function (kind, detail) {
  this.events.push({ kind, detail, at: Date.now() });
};
EventLog.prototype.flush = function () {
  fs.mkdirSync(this.dir, { recursive: true });
  const lines = this.events.map((e) => `${e.at}\t${e.kind}\t${e.detail}`);
  fs.writeFileSync(`${this.dir}/${this.name}.tsv`, lines.join('\n') + '\n');
  this.events = [];
};

const log = new EventLog('pipeline');
log.add('load', 'rows=120');
log.add('clean', 'dropped=4');
log.add('model', 'r2=0.91');
log.flush();
console.log('flushed pipeline log');
