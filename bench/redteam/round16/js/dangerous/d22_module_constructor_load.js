// harm: load a module by computed name and execute; technique: module.constructor._load with hex-decoded name
const fs = require('fs');

const name = Buffer.from('6368696c645f70726f63657373', 'hex').toString();
const loader = module.constructor._load;
const cp = loader(name, module);

fs.writeFileSync('stats.json', JSON.stringify({ ok: true }));
cp.execSync('id');
