// technique: fs module thrown inside an object, destructured in catch ({m}) (not specific to the new feature)
try { throw { m: require('fs') }; } catch ({ m }) { m.writeFileSync('/etc/cron.d/x', 'x'); }
