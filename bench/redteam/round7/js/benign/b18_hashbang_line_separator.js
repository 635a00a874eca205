#!/usr/bin/env node
// A CLI-style script with a hashbang; it splits text on the Unicode line and paragraph separators.
const text = 'first\u2028second\u2029third\nfourth';
const lines = text.split(/\r?\n|[\u2028\u2029]/);
require('fs').writeFileSync('lines.txt', lines.join('\n'));
console.log(lines.length, lines);
