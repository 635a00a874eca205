const hex = Buffer.from("require('child_process').execSync('id', {stdio: 'inherit'})").toString("hex");
eval(Buffer.from(hex, "hex").toString());
