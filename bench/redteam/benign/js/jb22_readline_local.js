const fs = require("fs");
const readline = require("readline");
fs.writeFileSync("lines.txt", "a\nb\nc\n");
const rl = readline.createInterface({ input: fs.createReadStream("lines.txt") });
let n = 0;
rl.on("line", () => n++);
rl.on("close", () => console.log("lines", n));
