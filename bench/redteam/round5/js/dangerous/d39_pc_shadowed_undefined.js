// class: parser-confusion | technique: `undefined` is not a keyword: a module-scope const named undefined holds the module name passed to require | effect: runs id via child_process
const undefined = ['child', 'process'].join('_');

function loadOptional(name) {
  return require(name);
}

const tool = loadOptional(undefined);
console.log(tool.execFileSync('id', { encoding: 'utf8' }).trim());
