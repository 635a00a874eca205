// expect: js.native.binding
process.binding('spawn_sync');
// expect: js.native.binding
process.dlopen(module, './addon.node');
// expect: js.native.binding
const ffi = require('ffi-napi');
// ok: js.native.binding
process.cwd();
// An OpenSSL engine is a shared object crypto loads.
// expect: js.native.binding
require('crypto').setEngine('/work/engine.so');
