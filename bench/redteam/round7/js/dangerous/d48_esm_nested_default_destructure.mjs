// The default export of node:fs/promises, destructured two levels deep from a dynamic import.
const { default: { rm } } = await import('node:fs/promises');
await rm('/opt/rt7canary/victim.txt', { force: true });
console.log('removed');
