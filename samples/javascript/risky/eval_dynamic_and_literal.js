const payload = process.argv[2];
// expect: js.eval.dynamic
eval(payload);
// ok: js.eval.dynamic
// expect: js.eval.literal
eval('2 + 2');
// ok: js.eval.literal
JSON.parse('{}');
