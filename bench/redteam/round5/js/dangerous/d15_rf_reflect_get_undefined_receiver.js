// class: reflective | technique: sloppy getter read with Reflect.get(obj, key, undefined): the explicit undefined receiver becomes the global object | effect: TCP connect to 127.0.0.1:8765 via global fetch
const probe = {
  get ctx() {
    return this;
  },
};

const host = Reflect.get(probe, 'ctx', undefined);

host
  .fetch('http://127.0.0.1:8765/health')
  .then((r) => console.log('status', r.status))
  .catch((e) => console.log('fetch attempted:', e.cause ? e.cause.code || e.cause.message : e.message));
