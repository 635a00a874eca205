// expect-decision: allow
const input = '{"users":[{"name":"ada","age":36},{"name":"alan","age":41}]}';
const data = JSON.parse(input);
const names = data.users.map(({ name }) => name.toUpperCase());
console.log(JSON.stringify({ names }, null, 2));
