const fs = require('fs');
const rs = fs.createReadStream('/opt/rt6canary/x', { flags: 'w' });
rs.on('error', () => {});
rs.on('open', () => {
  console.log('opened', fs.statSync('/opt/rt6canary/x').size);
  rs.destroy();
});
