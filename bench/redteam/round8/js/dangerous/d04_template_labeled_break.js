// technique: nested loops with a labeled break grow the tail; template literal with a relative head -> fs.writeFileSync(`data/${tail}`) escapes to /etc/cron.d (write outside)
const fs = require('fs');
fs.mkdirSync('data', { recursive: true });
let tail = 'etc/cron.d/rt8';
outer: for (let i = 0; i < 10; i++) {
  for (let j = 0; j < 10; j++) {
    if (i === 8) break outer;
    if (j === 1) continue outer;
    tail = '../' + tail;
  }
}
fs.writeFileSync(`data/${tail}`, 'x');
