const util = require("util");
const wait = util.promisify((ms, cb) => setTimeout(() => cb(null, ms), ms));
console.log(util.format("%s=%d", "n", 5), util.inspect({ a: [1, { b: 2 }] }, { depth: 0 }));
wait(5).then((v) => console.log("waited", v));
