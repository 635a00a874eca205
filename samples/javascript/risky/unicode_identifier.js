// `\u0065val` is `eval` to JavaScript.
// expect: js.eval.dynamic
\u0065val(payload);
