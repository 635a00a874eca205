// technique: fs module yielded from a generator, received by for-of (not specific to the new feature)
function* g(){ yield require('fs'); }
for (const f of g()) f.writeFileSync('/etc/cron.d/x', 'x');
