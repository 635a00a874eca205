function observable(target, onChange) {
  return new Proxy(target, {
    set(obj, key, value, receiver) {
      const old = obj[key];
      const ok = Reflect.set(obj, key, value, receiver);
      if (ok && old !== value) onChange(key, old, value);
      return ok;
    },
    deleteProperty(obj, key) { onChange(key, obj[key], undefined); return Reflect.deleteProperty(obj, key); },
  });
}
const state = observable({ count: 0, user: 'ann' }, (k, a, b) => console.log(`${String(k)}: ${a} -> ${b}`));
state.count++;
state.count += 2;
state.user = 'bob';
delete state.user;
