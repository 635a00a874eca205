const debug = process.env.DEBUG === "1";
const args = process.argv.slice(2);
console.log({ debug, args, cwd: process.cwd() });
process.exitCode = 0;
