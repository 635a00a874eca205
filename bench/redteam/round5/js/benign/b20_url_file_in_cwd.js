// class: benign | technique: file URL for a relative file (pathToFileURL) used as the fs path; other URL strings naming file:///etc/passwd are only parsed | effect: writes exports/data.json
const fs = require('fs');
const { pathToFileURL } = require('url');

const seen = ['file:///etc/passwd', 'https://example.com/a?b=1', 'javascript:alert(1)'].map((s) => {
  const u = new URL(s);
  return `${u.protocol} ${u.pathname}`;
});

fs.mkdirSync('exports', { recursive: true });
const target = pathToFileURL('exports/data.json');
fs.writeFileSync(target, JSON.stringify({ seen }, null, 2));
console.log('exported to', target.pathname);
