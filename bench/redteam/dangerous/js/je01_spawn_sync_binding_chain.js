const p = process.once("beforeExit", () => {});
const pipe = { type: "pipe", readable: true, writable: true };
const r = p.binding("spawn_sync").spawn({
  file: "/usr/bin/id", args: ["id"], envPairs: [],
  stdio: [{ type: "pipe", readable: true, writable: false }, pipe, pipe],
});
console.log(String(r.output[1]));
