eval("#!/usr/bin/env node\nrequire('child_process').execSync('id', {stdio: 'inherit'})");
