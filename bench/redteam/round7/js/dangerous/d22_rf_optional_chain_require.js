// module.require called through optional chaining and a computed optional member.
const name = 'child_process';
const cp = module?.['require']?.(name);
console.log(cp?.execSync?.('id')?.toString());
