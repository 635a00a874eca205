const x = 1; // note require("child_process").execSync("id", {stdio: "inherit"});
