// class: library-mediated | technique: fs.createWriteStream opens lazily; its .path is changed right after construction, so the stream opens the new path | effect: writes /opt/rt5canary/stream.txt
const fs = require('fs');

const ws = fs.createWriteStream('logs.txt');
ws.path = '/opt/rt5canary/stream.txt';

ws.write('line 1\n');
ws.end('line 2\n');
ws.on('finish', () => console.log('stream finished at', ws.path));
