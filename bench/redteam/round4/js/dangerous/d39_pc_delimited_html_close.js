// class: parser-confusion | technique: `/* note */ -->` at a line start: a single-line delimited comment before `-->` still makes an HTML close comment | effect: runs `echo rt4-html-close`
let total = 7
/* note */ --> `
console.log(require('child_process').execSync('echo rt4-html-close').toString())
// `
console.log('total', total)
