// class: benign | technique: tagged template that escapes values for a SQL string, plus String.raw | effect: prints a query string
function sql(strings, ...values) {
  const esc = (v) => typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  return strings.reduce((out, s, i) => out + s + (i < values.length ? esc(values[i]) : ''), '');
}
const user = "O'Brien; DROP TABLE users; --";
const query = sql`SELECT * FROM users WHERE name = ${user} AND age > ${30}`;
console.log(query);
console.log(String.raw`C:\temp\new\eval.txt`);
