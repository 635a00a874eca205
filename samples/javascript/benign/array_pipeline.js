// expect-decision: allow
const orders = [{ id: 1, total: 30 }, { id: 2, total: 70 }, { id: 3, total: 15 }];
const big = orders.filter((o) => o.total > 20).map((o) => o.id);
const sum = orders.reduce((acc, o) => acc + o.total, 0);
console.log(big, sum);
