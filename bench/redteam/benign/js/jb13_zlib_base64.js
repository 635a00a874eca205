const zlib = require("zlib");
const packed = zlib.gzipSync(Buffer.from("hello world")).toString("base64");
console.log(zlib.gunzipSync(Buffer.from(packed, "base64")).toString());
