const commands = {
  exec(args) { return args.reduce((a, b) => a + b, 0); },
  run(args) { return args.map((x) => x * 2); },
  describe(args) { return `got ${args.length} args`; },
};
const script = [['exec', [1, 2, 3]], ['run', [4, 5]], ['describe', ['a']], ['unknown', []]];
for (const [name, args] of script) {
  const handler = Object.hasOwn(commands, name) ? commands[name] : null;
  console.log(name, handler ? handler(args) : 'no such command');
}
