// expect: js.process.child-process
require('\x63hild_process').exec('id');
// expect: js.process.child-process
require('\u{63}hild_process').exec('id');
