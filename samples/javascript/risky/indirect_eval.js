// expect: js.eval.dynamic
(0, eval)(payload);
// expect: js.eval.dynamic
globalThis.eval(payload);
// expect: js.eval.dynamic
window['ev' + 'al'](payload);
