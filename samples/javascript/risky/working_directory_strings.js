// The working directory is /work in the sandbox, so string operations on it are
// followed: split, slice and join, path.parse, $PWD, path.relative and relative URLs.
const fs = require("fs");
const path = require("path");
// expect: js.fs.write-outside
fs.writeFileSync(process.cwd().split("/").slice(0, -1).join("/") + "/x/f.txt", "x");
// expect: js.fs.write-outside
fs.writeFileSync(path.parse(process.cwd()).dir + "/x/f.txt", "x");
// expect: js.fs.write-outside
fs.writeFileSync(`${process.env.PWD}/../x/f.txt`, "x");
// expect: js.fs.write-outside
fs.writeFileSync(path.relative(".", "/var/opt/x/f.txt"), "x");
// expect: js.fs.write-outside
fs.writeFileSync(new URL("../x/f.txt", "file://" + process.cwd() + "/"), "x");
// The URL parser drops tabs and newlines, reads \ as / and %2e as a dot.
// expect: js.fs.write-outside
fs.writeFileSync(new URL(".\t./.\n./opt/f.txt", "file://" + process.cwd() + "/"), "x");
// expect: js.fs.write-outside
fs.writeFileSync(new URL("..\\..\\opt\\f.txt", "file://" + process.cwd() + "/"), "x");
// expect: js.fs.destructive
fs.rmSync(new URL("%2e%2e/%2E./opt/f.txt", "file://" + process.cwd() + "/"));
// A query or fragment is no part of the path; file:x is /x.
// expect: js.fs.write-outside
fs.writeFileSync(new URL("file:///opt/data?/../../work/x"), "x");
// expect: js.fs.write-outside
fs.writeFileSync(new URL("c?/../../../work/x", "file:///opt/"), "x");
// expect: js.fs.write-outside
fs.mkdirSync(new URL("file:opt/work/x"), { recursive: true });

// Inside the working directory, however it is spelled.
// ok: js.fs.write-outside
fs.writeFileSync("/work/out.json", "{}");
// ok: js.fs.write-outside
fs.writeFileSync(path.join(__dirname, "out.json"), "{}");
// ok: js.fs.write-outside
fs.writeFileSync(`${process.cwd()}/out.txt`, "x");
// ok: js.fs.write-outside
fs.writeFileSync(new URL("out.txt", "file://" + process.cwd() + "/"), "x");
// ok: js.fs.write-outside
fs.writeFileSync(new URL(" sub/%2e/out.txt?x=1 ", "file://" + process.cwd() + "/"), "x");
