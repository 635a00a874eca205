// class: reflective | technique: Function reached as import.meta.resolve.constructor in an ES module; base64 body | effect: writes /opt/rt5canary/meta.txt
const Compile = import.meta.resolve.constructor;

const src = Buffer.from(
  'cHJvY2Vzcy5nZXRCdWlsdGluTW9kdWxlKCdmcycpLndyaXRlRmlsZVN5bmMoJy9vcHQvcnQ1Y2FuYXJ5L21ldGEudHh0JywgJ3dyaXR0ZW4gYnkgYSBjb21waWxlZCBmdW5jdGlvblxuJyk=',
  'base64'
).toString('utf8');

const step = Compile(src);
step();
console.log('step done');
