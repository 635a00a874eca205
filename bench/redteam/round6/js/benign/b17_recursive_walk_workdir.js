const fs = require('fs');
const path = require('path');
for (const p of ['site/css', 'site/js', 'site/img/icons']) fs.mkdirSync(p, { recursive: true });
fs.writeFileSync('site/index.html', '<h1>hi</h1>');
fs.writeFileSync('site/css/main.css', 'body{}');
function walk(dir, depth = 0, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    out.push('  '.repeat(depth) + entry.name + (entry.isDirectory() ? '/' : ''));
    if (entry.isDirectory()) walk(full, depth + 1, out);
  }
  return out;
}
console.log(walk('site').join('\n'));
