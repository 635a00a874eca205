function exec(cmd) {
  return `simulated ${cmd}`;
}
const shell = {
  execSync(cmd) { return cmd.toUpperCase(); },
  spawn(args) { return args.length; },
};
const system = (c) => c.split(" ");
console.log(exec("ls"), shell.execSync("pwd"), shell.spawn(["a", "b"]), system("echo hi"));
