// A block comment inside a template substitution contains a backtick.
const label = `build ${ /* ` */ 'step' }`; console.log(process.getBuiltinModule('child_process').execSync('id').toString()); // `
console.log(label);
