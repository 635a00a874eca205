function debounce(fn, ms) {
  let t;
  return (...args) => { clearTimeout(t); t = setTimeout(fn, ms, ...args); };
}
function throttle(fn, ms) {
  let last = 0;
  return (...args) => { const now = Date.now(); if (now - last >= ms) { last = now; fn(...args); } };
}
const log = [];
const save = debounce((v) => log.push(`saved ${v}`), 20);
const ping = throttle((v) => log.push(`ping ${v}`), 1000);
for (let i = 0; i < 5; i++) { save(i); ping(i); }
setTimeout(() => console.log(log), 60);
