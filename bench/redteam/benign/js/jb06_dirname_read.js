const fs = require("fs");
const path = require("path");
const p = path.join(__dirname, "notes.txt");
fs.writeFileSync(p, "hello\n");
console.log(fs.readFileSync(p, "utf8").trim());
