// class: benign | technique: user text with fullwidth characters normalised with NFKC and trimmed; written to a relative file | effect: writes normalized.txt
const fs = require('fs');

const inputs = ['\u3000Ｈｅｌｌｏ，　ｗｏｒｌｄ！', '  ﬁle ｎａｍｅ／ｐａｔｈ  ', 'Ⅻ o’clock'];
const cleaned = inputs.map((s) => s.normalize('NFKC').trim());

fs.writeFileSync('normalized.txt', cleaned.join('\n') + '\n');
cleaned.forEach((c, i) => console.log(i, JSON.stringify(c)));
