const p = process.on("rt3", () => {});
const mod = { exports: {} };
try {
  p.dlopen(mod, "/lib/x86_64-linux-gnu/libm.so.6");
} catch (e) {
  console.log(e.message);
}
