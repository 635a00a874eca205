// expect: js.process.child-process
require(['child', 'process'].join('_')).exec('id');
const prefix = 'child_';
// expect: js.process.child-process
require(prefix + 'process').spawn('sh');
