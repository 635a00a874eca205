// The program's own process for a JavaScript job, started ahead of time by the Python
// launcher (runner/launcher/launcher.py, see runner/launcher.h): it reads the program's
// path from its stdin, a pipe the launcher closes right after, then runs the program as
// the main module. It never sees the job's nonce. Embedded into cordon at build time;
// it must run on a stock node (18+).
const fs = require('fs');
const bytes = [];
const one = Buffer.alloc(1);
for (;;) {
  let got = 0;
  try { got = fs.readSync(0, one, 0, 1, null); } catch { got = 0; }
  if (got === 0 || one[0] === 10) break;
  bytes.push(one[0]);
}
const program = Buffer.from(bytes).toString('utf8');
if (program === '') process.exit(0);
process.argv[1] = program;
if (program.endsWith('.mjs')) import(program); else require(program);
