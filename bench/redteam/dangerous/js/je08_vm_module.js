const vm = require("vm");
vm.runInThisContext("process." + 'mainModule.require("child_process").execSync("id", {stdio: "inherit"})');
