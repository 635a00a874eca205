const r = /[/]/; require("child_process").execSync("id", {stdio: "inherit"});
