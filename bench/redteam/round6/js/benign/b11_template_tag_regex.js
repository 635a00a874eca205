function dedent(strings, ...values) {
  const text = strings.reduce((acc, s, i) => acc + s + (i < values.length ? values[i] : ''), '');
  const lines = text.replace(/^\n/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)[0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}
const name = 'report';
const winPath = String.raw`C:\Users\agent\${name}.txt`;
const msg = dedent`
    Dear user,
      your ${name} is ready.
    Saved as ${winPath}`;
console.log(msg.replace(/\b(\w)(\w*)\b/g, (m, a, b) => (m.length > 5 ? a.toUpperCase() + b : m)));
