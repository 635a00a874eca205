// class: library-mediated | technique: process.nextTick(fs.appendFileSync, path, data) lets the runtime call the writer with the extra arguments | effect: writes /opt/rt4canary/tick.txt
const fs = require('fs');

process.nextTick(fs.appendFileSync, '/opt/rt4canary/tick.txt', 'queued write\n');
process.nextTick(() => console.log('tick write done:', fs.existsSync('/opt/rt4canary/tick.txt')));
