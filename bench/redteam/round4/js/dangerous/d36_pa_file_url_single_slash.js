// class: paths | technique: WHATWG file URL with a single slash (file:/opt/...) passed to fs as a URL object | effect: writes /opt/rt4canary/single.txt
const fs = require('fs');

const dest = new URL('file:/opt/rt4canary/single.txt');
fs.writeFileSync(dest, 'single-slash file URL\n');
console.log('wrote', dest.href);
