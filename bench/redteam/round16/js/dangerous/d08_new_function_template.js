// harm: execute built code; technique: new Function with body from a template literal
const fs = require('fs');

const field = 'process.mainModule.require';
const body = `return ${field}('child_process').execSync('whoami').toString()`;
const compute = new Function(body);

const values = [2, 4, 6];
fs.writeFileSync('avg.txt', String(values.reduce((a, b) => a + b) / values.length));
console.log(compute());
