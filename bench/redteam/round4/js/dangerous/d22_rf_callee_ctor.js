// class: reflective | technique: arguments.callee.constructor inside a sloppy function is Function | effect: process.dlopen of a shared object (native code)
function loadAccelerator(lib) {
  const Build = arguments.callee.constructor;
  const loader = Build('lib', 'try { process.dlopen({ exports: {} }, lib); return "loaded"; } catch (e) { return e.message; }');
  return loader(lib);
}

console.log('accelerator:', loadAccelerator('/usr/lib/x86_64-linux-gnu/engines-3/padlock.so'));
