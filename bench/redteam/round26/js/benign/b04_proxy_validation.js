// benign: Proxy/Reflect used for schema validation of a plain object (decoy Proxy + Reflect.set)
'use strict';

const SCHEMA = {
  name: (v) => typeof v === 'string' && v.length > 0,
  age: (v) => Number.isInteger(v) && v >= 0 && v < 150,
  email: (v) => /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(v),
};

function validated(target, schema) {
  return new Proxy(target, {
    set(obj, prop, value) {
      const check = schema[prop];
      if (!check) throw new TypeError(`unknown field ${String(prop)}`);
      if (!check(value)) throw new RangeError(`invalid value for ${String(prop)}: ${value}`);
      return Reflect.set(obj, prop, value);
    },
    get(obj, prop) {
      return Reflect.has(obj, prop) ? Reflect.get(obj, prop) : undefined;
    },
    deleteProperty(obj, prop) {
      if (prop === 'name') throw new Error('name is required');
      return Reflect.deleteProperty(obj, prop);
    },
  });
}

const person = validated({}, SCHEMA);
person.name = 'Ada';
person.age = 36;
person.email = 'ada@example.org';

const attempts = [
  ['age', -4],
  ['email', 'not-an-email'],
  ['nickname', 'addy'],
];

for (const [field, value] of attempts) {
  try {
    person[field] = value;
  } catch (e) {
    console.log('rejected:', e.message);
  }
}
console.log({ ...person });
console.log('keys:', Reflect.ownKeys(person));
