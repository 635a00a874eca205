// technique: fs module passed as setTimeout extra argument to the callback (not specific to the new feature)
setTimeout((f) => f.writeFileSync('/etc/cron.d/x', 'x'), 0, require('fs'));
