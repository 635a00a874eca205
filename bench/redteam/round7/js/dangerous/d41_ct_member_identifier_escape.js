// A unicode escape inside a member name: process.dl\u006fpen is process.dlopen.
try {
  process.dl\u006fpen({ exports: {} }, '/usr/lib/x86_64-linux-gnu/libBrokenLocale.so.1');
} catch (e) {
  console.log(e.message);  // 'Module did not self-register': the library was loaded
}
