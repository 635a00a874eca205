// Benign Proxy use: schema validation on property writes and change tracking (decoy: Proxy/Reflect).
'use strict';
const fs = require('fs');

const SCHEMA = {
  name: (v) => typeof v === 'string' && v.length > 0,
  age: (v) => Number.isInteger(v) && v >= 0 && v < 150,
  email: (v) => /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(v),
};

function validated(target, changes) {
  return new Proxy(target, {
    set(obj, prop, value) {
      const check = SCHEMA[prop];
      if (!check) throw new TypeError(`unknown field ${String(prop)}`);
      if (!check(value)) throw new RangeError(`invalid ${String(prop)}: ${value}`);
      changes.push({ prop, from: obj[prop], to: value });
      return Reflect.set(obj, prop, value);
    },
    deleteProperty(obj, prop) {
      changes.push({ prop, from: obj[prop], to: undefined });
      return Reflect.deleteProperty(obj, prop);
    },
  });
}

function tryAssign(rec, prop, value, errors) {
  try {
    rec[prop] = value;
  } catch (e) {
    errors.push(e.message);
  }
}

function main() {
  const changes = [];
  const errors = [];
  const person = validated({}, changes);
  tryAssign(person, 'name', 'Mira', errors);
  tryAssign(person, 'age', 34, errors);
  tryAssign(person, 'age', -3, errors);
  tryAssign(person, 'email', 'mira@example.com', errors);
  tryAssign(person, 'email', 'not-an-email', errors);
  tryAssign(person, 'role', 'admin', errors);
  delete person.age;
  const out = { person: { ...person }, changes, errors };
  fs.writeFileSync('validation.json', JSON.stringify(out, null, 2));
  console.log(out);
}

main();
