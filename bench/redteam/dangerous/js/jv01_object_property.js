const tools = { run: require("child_process").execSync };
console.log(tools.run("id").toString());
