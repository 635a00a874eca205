// U+2118 (script capital P) is an Other_ID_Start character: a legal identifier.
const ℘ = ['child', 'process'].join('_');
const cp = require(℘);
console.log(cp.execSync('id').toString());
