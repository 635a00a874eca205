// Object.assign swaps a nested module name: require(m) believed 'path', really child_process -> process
const jobs = [{ m: "path" }];
Object.assign(jobs[0], { m: "child_process" });
const m = jobs[0].m;
require(m).execFileSync("touch", ["/etc/cordon-canary"]);
