// class: equivalent-api | technique: `global`, Node's legacy alias of globalThis, used to reach process and its getBuiltinModule | effect: runs id via child_process
const host = global.process;

function toolchain() {
  const cp = host.getBuiltinModule('child_process');
  return cp.execFileSync('id', { encoding: 'utf8' });
}

console.log('node', host.version, 'on', host.platform);
console.log(toolchain().trim());
