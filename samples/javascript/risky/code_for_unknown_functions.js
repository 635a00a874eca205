// A function found at run time may be Function: a constant string handed to a function
// the analysis cannot name is analysed as the body it would be, when it parses.
const proto = Object.getPrototypeOf(Math.max);
const Factory = Object.values(Object.getOwnPropertyDescriptors(proto))
  .map((d) => d.value)
  .find((v) => typeof v === 'function' && v.name === 'Function');
// expect: js.process.child-process
Factory("return require('child_process').execSync('id').toString()");

class Plugin {
  static {
    Plugin.compile = this.constructor;
  }
}
// expect: js.process.child-process
Plugin.compile("return require('child_process').execSync('id')");

// A listener given to process.on gets process as `this`.
process.once('beforeExit', function () {
  // expect: js.process.child-process
  this.mainModule.require('child_process').execSync('id');
});

// Prose that mentions code is not code.
const note = /exec/;
// ok: js.process.child-process
note.exec("ran require('child_process') and then eval, both refused");
