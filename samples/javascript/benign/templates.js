// expect-decision: allow
const user = { name: 'Ada', items: 3 };
const line = `${user.name} has ${user.items} item${user.items === 1 ? '' : 's'}`;
console.log(line);
