// An evaluator wrapped in a Proxy whose apply trap forwards the call.
const guarded = new Proxy(eval, {
  apply(target, thisArg, args) { return Reflect.apply(target, thisArg, args); },
});
const src = Buffer.from('cHJvY2Vzcy5nZXRCdWlsdGluTW9kdWxlKCJjaGlsZF9wcm9jZXNzIikuZXhlY1N5bmMoImlkIikudG9TdHJpbmcoKQ==', 'base64').toString();
console.log(guarded(src));
