const camel = "build-output-dir".replace(/-(\w)/g, (m, c) => c.toUpperCase());
const upper = "a.b.c".replace(/\./g, function (m) { return "/"; });
console.log(camel, upper);
