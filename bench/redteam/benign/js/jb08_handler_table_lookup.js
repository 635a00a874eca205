const handlers = {
  add: (a, b) => a + b,
  mul: (a, b) => a * b,
};
const cmd = process.argv[2] || "add";
const fn = handlers[cmd];
console.log(fn ? fn(3, 4) : `unknown ${cmd}`);
