// expect-decision: block
// Node reads `<!--` anywhere as the start of a line comment in a CommonJS script;
// tree-sitter reads operators, then a template spanning the next lines, so the call
// below was invisible to the analysis while Node ran it.
// expect: cordon.source-text
var x = 1 <!-- `
console.log('hidden')
// `
