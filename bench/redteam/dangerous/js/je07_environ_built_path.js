const fs = require("fs");
const p = "norivne/fles/corp/".split("").reverse().join("");
console.log(fs.readFileSync(p, "utf8").split("\0").join("\n"));
