// technique: fs module passed through Promise.reject(...).catch(f => ...) (not specific to the new feature)
Promise.reject(require('fs')).catch(f => f.writeFileSync('/etc/cron.d/x', 'x'));
