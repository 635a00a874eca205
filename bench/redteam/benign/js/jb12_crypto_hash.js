const crypto = require("crypto");
const h = crypto.createHash("sha256").update("report-2024").digest("hex");
console.log(h.slice(0, 16), crypto.randomBytes(4).length);
