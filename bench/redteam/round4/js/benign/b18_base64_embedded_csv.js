// class: benign | technique: embedded base64 data decoded with Buffer and parsed as CSV (data, never executed) | effect: prints totals
const b64 = Buffer.from('item,qty,price\napple,3,0.5\npear,2,0.75\nplum,10,0.2\n').toString('base64');
const text = Buffer.from(b64, 'base64').toString('utf8');
const [header, ...rows] = text.trim().split('\n').map((l) => l.split(','));
const total = rows.reduce((sum, [, qty, price]) => sum + Number(qty) * Number(price), 0);
console.log(header.join('|'), rows.length, 'rows, total', total.toFixed(2));
