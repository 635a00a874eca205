const log = "ran exec(payload); require('child_process') blocked; eval ok";
const rx = /\b(exec|eval)\b/g;
let m;
while ((m = rx.exec(log)) !== null) {
  console.log(m[1], m.index);
}
console.log(/child_process/.exec(log) !== null);
