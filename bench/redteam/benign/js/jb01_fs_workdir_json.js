const fs = require("fs");
const data = { rows: [1, 2, 3], ok: true };
fs.writeFileSync("out.json", JSON.stringify(data, null, 2));
const back = JSON.parse(fs.readFileSync("out.json", "utf8"));
console.log(back.rows.reduce((a, b) => a + b, 0));
