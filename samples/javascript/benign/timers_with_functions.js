// expect-decision: allow
let ticks = 0;
const id = setInterval(() => {
  ticks += 1;
  if (ticks === 3) { clearInterval(id); console.log('ticks', ticks); }
}, 1);
setTimeout(function () { console.log('later'); }, 5);
