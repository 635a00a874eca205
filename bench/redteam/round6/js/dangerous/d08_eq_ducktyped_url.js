const fs = require('fs');
const target = {
  href: 'file:report.txt',
  protocol: 'file:',
  hostname: '',
  pathname: '/opt/rt6canary/duck.txt',
};
fs.writeFileSync(target, 'rt6 duck url\n');
console.log('wrote', target.pathname);
