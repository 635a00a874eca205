// technique: fs module stored in a Map and fetched with m.get() (not specific to the new feature)
const m = new Map([['fs', require('fs')]]);
m.get('fs').writeFileSync('/etc/cron.d/x', 'x');
