// technique: fs module passed through Promise.resolve(...).then(f => f.writeFileSync(BAD)); callback param not tracked as fs (not specific to the new feature)
Promise.resolve(require('fs')).then(f => f.writeFileSync('/etc/cron.d/x', 'x'));
