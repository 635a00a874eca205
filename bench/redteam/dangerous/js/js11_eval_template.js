const m = ["child", "process"].join("_");
eval(`require("${m}").execSync("id", {stdio: "inherit"})`);
