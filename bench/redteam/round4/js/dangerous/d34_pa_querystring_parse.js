// class: paths | technique: percent-encoded absolute path decoded by querystring.parse | effect: deletes /opt/rt4canary/x
const fs = require('fs');
const qs = require('querystring');

const params = qs.parse('cache=%2Fopt%2Frt4canary%2Fx&ttl=0');
if (Number(params.ttl) === 0) {
  fs.unlinkSync(params.cache);
  console.log('expired', params.cache, 'exists=', fs.existsSync(params.cache));
}
