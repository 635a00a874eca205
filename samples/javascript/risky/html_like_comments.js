// expect-decision: block
// Node reads `<!--` anywhere as the start of a line comment in a CommonJS script;
// tree-sitter reads operators, then a template spanning the next lines, so the call
// below was invisible to the analysis while Node ran it.
// expect: cordon.source-text
var x = 1 <!-- `
console.log('hidden')
// `
// `await` outside an async function is a plain name in a script: the slashes divide.
var await = 4, g = 2;
// expect: cordon.source-text
const ratio = await /(require('child_process').execSync('id'))/g;
