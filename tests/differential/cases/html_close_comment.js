x = 1;
  --> `
require("child_process").exec("id")
// `
