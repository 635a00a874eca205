const fs = require("fs");
fs.writeFileSync(Buffer.from("Li4vcnQzLWNhbmFyeS9mLnR4dA==", "base64").toString(), "x");
