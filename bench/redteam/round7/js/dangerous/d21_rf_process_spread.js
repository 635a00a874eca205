// A shallow copy of process made with object spread keeps its function members.
const p = { ...process };
try {
  p.dlopen({ exports: {} }, '/usr/lib/x86_64-linux-gnu/libBrokenLocale.so.1');
} catch (e) {
  console.log(e.message);  // "Module did not self-register" means the library was loaded
}
