// class: parser-confusion | technique: ES2022 string-literal import specifier names (import { "execFileSync" as run } from ...) | effect: runs id
import { "execFileSync" as run } from "node:child_process";

const out = run("id", { encoding: "utf8" });
console.log(out.trim());
