// expect-decision: allow
function counter() {
  let n = 0;
  return { inc: () => ++n, value: () => n };
}
const c = counter();
c.inc(); c.inc();
console.log(c.value());
