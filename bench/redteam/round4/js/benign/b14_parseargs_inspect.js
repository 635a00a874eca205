// class: benign | technique: util.parseArgs on a literal argument list, util.inspect and util.types | effect: prints parsed options
const util = require('util');
const { values, positionals } = util.parseArgs({
  args: ['--shell', 'bash', '--verbose', 'input.csv'],
  options: { shell: { type: 'string' }, verbose: { type: 'boolean' } },
  allowPositionals: true,
});
console.log(util.inspect({ values, positionals }, { depth: 2, colors: false }));
console.log('is promise:', util.types.isPromise(Promise.resolve(1)));
