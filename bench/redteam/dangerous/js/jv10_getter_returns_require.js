const loader = {
  get load() { return require; },
};
loader.load("child_process").execSync("id", {stdio: "inherit"});
