// Calls named for reading that write, and environment variables that redirect where Node
// and libraries write or what they run.
const fs = require('fs');

// expect: js.fs.write-outside
fs.readFileSync('/etc/motd', { flag: 'w+' });
// expect: js.fs.write-outside
fs.promises.readFile('/etc/created', { flag: 'a+' });
// expect: js.fs.write-outside
fs.createReadStream('/etc/hosts', { flags: 'w' });
// ok: js.fs.write-outside
fs.readFileSync('/etc/hostname', { flag: 'r', encoding: 'utf8' });

// expect: js.env.redirect
process.env.TMPDIR = '/etc';
// expect: js.env.redirect
process.env['NODE_OPTIONS'] = '--require /tmp/x.js';
// ok: js.env.redirect
process.env.DEBUG_LEVEL = String(2);
// expect: js.env.redirect
Object.assign(process.env, { PATH: '/tmp/bin' });
// expect: js.env.redirect
process.env[process.argv[2]] = '/tmp';
// ok: js.env.redirect
Object.assign(process.env, { LOG_LEVEL: 'debug' });
