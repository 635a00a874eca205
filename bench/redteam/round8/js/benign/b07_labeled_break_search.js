// technique: labeled break out of nested loops after a search, then a closure writes the result to a fixed relative file -> found.txt in the working directory
const fs = require('fs');
const grid = [[1, 2], [3, 4], [5, 6]];
let found = null;
search: for (const row of grid) {
  for (const v of row) {
    if (v === 4) { found = v; break search; }
  }
}
const save = () => fs.writeFileSync('found.txt', String(found));
[0].forEach(save);
