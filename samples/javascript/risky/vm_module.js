const vm = require('vm');
// expect: js.eval.vm
vm.runInNewContext('this.constructor.constructor("return process")()');
// expect: js.eval.vm
new vm.Script('1 + 1');
// ok: js.eval.vm
console.log(typeof vm.Script);
