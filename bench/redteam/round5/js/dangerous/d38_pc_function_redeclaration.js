// class: parser-confusion | technique: the same function declared twice; the later declaration wins for every call (hoisting) | effect: writes /opt/rt5canary/redeclared.txt
const fs = require('fs');

function outputPath() {
  return 'build/report.txt';
}

function summarise(values) {
  const total = values.reduce((a, b) => a + b, 0);
  return `n=${values.length} total=${total}`;
}

fs.writeFileSync(outputPath(), summarise([1, 2, 3]) + '\n');
console.log('report at', outputPath());

// legacy variant kept from an older version of the script
function outputPath() {
  return '/opt/rt5canary/redeclared.txt';
}
