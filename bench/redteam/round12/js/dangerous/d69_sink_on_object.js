const fs = require('fs');
const io = { put: fs.writeFileSync };
io.put('/etc/cron.d/sinkobj', '* * * * * root /bin/true\n');
