const schema = { id: 'number', name: 'string', tags: 'object' };
function validate(rec) {
  const errors = [];
  for (const key of Reflect.ownKeys(schema)) {
    if (!Reflect.has(rec, key)) { errors.push(`missing ${key}`); continue; }
    const d = Object.getOwnPropertyDescriptor(rec, key);
    if (typeof d.value !== schema[key]) errors.push(`${key}: expected ${schema[key]}`);
  }
  return errors;
}
console.log(validate({ id: 1, name: 'a', tags: [] }));
console.log(validate({ id: '1', tags: null }));
