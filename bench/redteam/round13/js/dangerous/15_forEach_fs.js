// technique: fs module in an array literal, received as forEach callback param (not specific to the new feature)
[require('fs')].forEach(f => f.writeFileSync('/etc/cron.d/x', 'x'));
