const scaler = { k: 3 };
const out = [1, 2, 3].map(function (x) { return x * this.k; }, scaler);
console.log(out);
