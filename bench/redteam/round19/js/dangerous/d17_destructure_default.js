// harm: write /etc/x; trick: destructuring default in the parameter supplies path when the call object lacks it
const fs = require('fs');
function save({path = '/etc/x', ...rest} = {}) {
  const o = {...rest, path};
  fs.writeFileSync(o.path, 'x');
}
save({});
