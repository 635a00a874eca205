const fs = require("fs");
const zlib = require("zlib");
const { pipeline } = require("stream");
fs.writeFileSync("in.txt", "line\n".repeat(100));
pipeline(fs.createReadStream("in.txt"), zlib.createGzip(), fs.createWriteStream("in.txt.gz"), (err) => {
  console.log(err ? err.message : fs.statSync("in.txt.gz").size > 0);
});
