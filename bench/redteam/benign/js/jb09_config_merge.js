const defaults = { retries: 3, verbose: false, paths: { out: "out" } };
const user = JSON.parse('{"verbose": true, "paths": {"out": "build"}}');
const cfg = { ...defaults, ...user, paths: Object.assign({}, defaults.paths, user.paths) };
console.log(cfg, Object.entries(cfg).reduce((n, [k]) => n + k.length, 0));
