// technique: try/catch/finally choose between two relative outputs -> data.json or data.txt in the working directory
const fs = require('fs');
let out = 'data.json';
let text;
try {
  text = JSON.stringify({ x: [1, 2, 3] });
} catch (e) {
  out = 'data.txt';
  text = String(e);
} finally {
  console.log('serialised');
}
fs.writeFileSync(out, text);
