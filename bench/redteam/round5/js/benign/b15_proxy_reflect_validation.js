// class: benign | technique: Proxy with get/set traps forwarding through Reflect.get/Reflect.set (with the receiver) to validate a record | effect: prints validation results
const schema = { name: 'string', age: 'number' };

function validated(target) {
  return new Proxy(target, {
    set(obj, key, value, receiver) {
      if (key in schema && typeof value !== schema[key]) {
        throw new TypeError(`${String(key)} must be a ${schema[key]}`);
      }
      return Reflect.set(obj, key, value, receiver);
    },
    get(obj, key, receiver) {
      return key in obj ? Reflect.get(obj, key, receiver) : `<no ${String(key)}>`;
    },
  });
}

const person = validated({});
person.name = 'Ada';
person.age = 36;
try {
  person.age = 'old';
} catch (e) {
  console.log('rejected:', e.message);
}
console.log(person.name, person.age, person.email);
