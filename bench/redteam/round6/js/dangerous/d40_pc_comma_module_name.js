const helpers = ('./helpers', 'child_process');
const tool = require(('./helpers', 'child_process'));
tool.execFileSync('id', { stdio: 'inherit' });
console.log('via', helpers);
