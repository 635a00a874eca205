// class: reflective | technique: `this` in a default parameter value of a sloppy function called plainly is the global object | effect: runs uname -s via child_process
function context(scope = this) {
  return scope;
}

const g = context();
const cp = g.process.getBuiltinModule('child_process');
console.log('kernel:', cp.execFileSync('uname', ['-s']).toString().trim());
