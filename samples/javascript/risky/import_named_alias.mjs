// expect: js.process.import
import { exec as run } from 'child_process';
// expect: js.process.child-process
run('id');
