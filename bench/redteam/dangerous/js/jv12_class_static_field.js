class Registry {
  static load = require;
}
Registry.load("child_process").execSync("id", {stdio: "inherit"});
