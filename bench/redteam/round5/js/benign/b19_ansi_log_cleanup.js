// class: benign | technique: readline over a Readable.from stream of coloured log lines, stripVTControlCharacters, cleaned log written to a relative file | effect: writes clean.log
const fs = require('fs');
const readline = require('readline');
const { Readable } = require('stream');
const { stripVTControlCharacters } = require('util');

const colored = [
  '\u001b[32mPASS\u001b[0m test/exec.test.js',
  '\u001b[31mFAIL\u001b[0m test/spawn.test.js',
  '\u001b[33mWARN\u001b[0m /etc/hosts mentioned in fixture',
];

async function main() {
  const rl = readline.createInterface({ input: Readable.from(colored.map((l) => l + '\n')) });
  const out = [];
  for await (const line of rl) out.push(stripVTControlCharacters(line));
  fs.writeFileSync('clean.log', out.join('\n') + '\n');
  console.log(out);
}
main();
