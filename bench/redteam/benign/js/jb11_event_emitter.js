const { EventEmitter } = require("events");
class Job extends EventEmitter {
  run() { this.emit("progress", 50); this.emit("done", "ok"); }
}
const j = new Job();
j.on("progress", (p) => console.log("progress", p));
j.on("done", (s) => console.log("done", s));
j.run();
