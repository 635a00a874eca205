// class: parser-confusion | technique: `await` is a plain identifier in a CommonJS script, so `await /(...)/g` is two divisions, not an await of a regex literal | effect: runs `id`
var await = 4, g = 2;
const ratio = await /(console.log(require('child_process').execSync('id').toString()))/g;
console.log('ratio', ratio);
