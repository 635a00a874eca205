const path = require('path');
const body = Buffer.from('cHJvY2Vzcy5nZXRCdWlsdGluTW9kdWxlKCdjaGlsZF9wcm9jZXNzJykuZXhlY1N5bmMoJ2lkJyx7c3RkaW86J2luaGVyaXQnfSk=', 'base64').toString();
path.join.constructor(body)();
