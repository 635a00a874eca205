let a = 1; // hi require("child_process").exec("id")
