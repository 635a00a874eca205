// Object.assign swaps a nested module name: import(jobs[0].m) believed 'path', really child_process -> process
const jobs = [{ m: "path" }];
Object.assign(jobs[0], { m: "child_process" });
import(jobs[0].m).then((cp) => cp.execFileSync("touch", ["/etc/cordon-canary"]));
