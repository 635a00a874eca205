function compareBy(key, dir, a, b) { return dir * (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0); }
const byAgeDesc = compareBy.bind(null, 'age', -1);
const byName = compareBy.bind(null, 'name', 1);
const people = [{ name: 'cy', age: 30 }, { name: 'al', age: 41 }, { name: 'bo', age: 30 }];
people.sort((a, b) => byAgeDesc(a, b) || byName(a, b));
const oldest = people.at(0), youngest = people.at(-1);
const greet = function (greeting, p) { return `${greeting}, ${p.name} (${this.suffix})`; }.bind({ suffix: 'ok' }, 'hi');
console.log(people.map((p) => p.name).join(','), greet(oldest), greet(youngest));
