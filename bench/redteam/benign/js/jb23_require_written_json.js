const fs = require("fs");
fs.writeFileSync("config.json", JSON.stringify({ retries: 2, mode: "fast" }));
const cfg = require("./config.json");
console.log(cfg.mode, cfg.retries);
