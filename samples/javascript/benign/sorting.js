// expect-decision: allow
const people = [{ n: 'b', a: 30 }, { n: 'a', a: 25 }, { n: 'c', a: 30 }];
people.sort((x, y) => y.a - x.a || x.n.localeCompare(y.n));
console.log(people.map((p) => p.n).join(','));
