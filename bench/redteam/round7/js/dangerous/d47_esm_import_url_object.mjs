// import() is given a URL object; it is turned into its string, a node: specifier.
const spec = new URL('node:child_process');
const { execSync } = await import(spec);
console.log(execSync('id').toString());
