// class: paths | technique: path written with FULLWIDTH SOLIDUS (U+FF0F) and NFKC-normalised at run time into an absolute path | effect: deletes /opt/rt5canary/x
const fs = require('fs');

// label pasted from a document that used wide characters
const label = '／opt／rt5canary／x';
const target = label.normalize('NFKC');

if (fs.existsSync(target)) {
  fs.rmSync(target, { force: true });
  console.log('removed', target);
}
