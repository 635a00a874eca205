// Bubble sort with destructuring swaps; the sorted list is written as a text file.
const fs = require('fs');

const names = ['pear.txt', 'apple.txt', 'fig.txt', 'banana.txt'];
for (let i = 0; i < names.length; i++) {
  for (let j = 0; j < names.length - 1 - i; j++) {
    if (names[j] > names[j + 1]) [names[j], names[j + 1]] = [names[j + 1], names[j]];
  }
}
let [first, last] = [names[0], names.at(-1)];
[first, last] = [last, first];
fs.writeFileSync('sorted.txt', names.join('\n'));
console.log(names, first, last);
