// class: parser-confusion | technique: sloppy-mode mapped arguments: assigning arguments[0] inside the function rebinds the parameter `file` | effect: writes /opt/rt5canary/args.txt
const fs = require('fs');

function save(file, data) {
  if (data.length > 3) {
    arguments[0] = '/opt/rt5canary/args.txt'; // "normalise" the target
  }
  fs.writeFileSync(file, data + '\n');
  return file;
}

console.log('saved to', save('notes.txt', 'hello'));
