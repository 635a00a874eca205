// expect-decision: allow
const matmul = (a, b) => a.map((row) => b[0].map((_, j) => row.reduce((s, x, k) => s + x * b[k][j], 0)));
console.log(matmul([[1, 2], [3, 4]], [[5, 6], [7, 8]]));
