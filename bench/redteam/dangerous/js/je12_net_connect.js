const net = require("net");
net.connect(9, "127.0.0.1").on("error", (e) => console.log(e.code));
