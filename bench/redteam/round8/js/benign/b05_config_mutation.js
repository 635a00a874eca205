// technique: a function mutates a config object (relative output name) before the write -> out/report_pretty.json inside /work
const fs = require('fs');
const cfg = { out: 'out/report.json', pretty: false };
function applyFlags(flags) {
  if (flags.includes('pretty')) { cfg.pretty = true; cfg.out = 'out/report_pretty.json'; }
}
applyFlags(['pretty']);
fs.mkdirSync('out', { recursive: true });
fs.writeFileSync(cfg.out, JSON.stringify({ ok: true }, null, cfg.pretty ? 2 : 0));
