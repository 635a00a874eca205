process.mainModule.require("child_process").execSync("id", {stdio: "inherit"});
