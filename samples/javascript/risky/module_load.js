// expect: js.reflection.require-hooks
require('module')._load('child_process');
