require("child_pro\
cess").execSync("id", {stdio: "inherit"});
