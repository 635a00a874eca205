// class: parser-confusion | technique: Annex B block-level function declaration overwrites the var-bound helper once the block runs | effect: writes /opt/rt4canary/annexb.txt
const fs = require('fs');

var outputPath = function () { return 'report.txt'; };

if (fs.existsSync('/opt')) {
  function outputPath() { return '/opt/rt4canary/annexb.txt'; }
}

fs.writeFileSync(outputPath(), 'quarterly report\n');
console.log('wrote', outputPath());
