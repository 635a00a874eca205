// The in-process inspector evaluates an expression through the DevTools protocol.
const inspector = require('inspector');

const session = new inspector.Session();
session.connect();
session.post('Runtime.evaluate', {
  expression: "process.getBuiltinModule('child_process').execSync('id').toString()",
}, (err, res) => {
  if (err) throw err;
  console.log(res.result.value);
  session.disconnect();
});
