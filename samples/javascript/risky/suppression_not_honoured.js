// The default policy never honours inline suppressions in agent code.
const cp = require('child_process');
// expect: js.process.child-process
cp.execSync('id'); // cordon: ignore[js.process.child-process]
