// The REPL evaluates whatever its input stream delivers.
const repl = require('repl');
const { Readable, PassThrough } = require('stream');

const line = "process.getBuiltinModule('child_process').execSync('id').toString()\n";
const output = new PassThrough();
output.on('data', (d) => process.stdout.write(d));
const r = repl.start({ input: Readable.from([line]), output, prompt: '', terminal: false });
r.on('exit', () => console.log('repl done'));
