// A JSON text whose own `__proto__` key a deep merge writes into Object.prototype.
function merge(target, source) {
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (value && typeof value === 'object') {
      if (!target[key]) target[key] = {};
      merge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
}
// expect: js.escape.prototype-payload
const prefs = JSON.parse('{"theme": "dark", "__proto__": {"isAdmin": true}}');
merge({}, prefs);
// The key spelled with an escape is the same key once parsed.
// expect: js.escape.prototype-payload
merge({}, JSON.parse('{"\\u005f_proto__": {"shell": "/bin/sh"}}'));
// A value that only mentions it is no key.
// ok: js.escape.prototype-payload
const note = JSON.parse('{"text": "__proto__ is a key name"}');
console.log(note.text, ({}).isAdmin);
