// expect-decision: allow
const encoded = Buffer.from('hello sandbox').toString('base64');
console.log(encoded, Buffer.from(encoded, 'base64').toString('utf8'));
