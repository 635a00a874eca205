// technique: loop appends relative segments to an output directory (results/2024/run1) then writes there -> inside /work only
const fs = require('fs');
let outdir = 'results';
for (const seg of ['2024', 'run1']) outdir += '/' + seg;
fs.mkdirSync(outdir, { recursive: true });
fs.writeFileSync(outdir + '/metrics.csv', 'epoch,loss\n');
