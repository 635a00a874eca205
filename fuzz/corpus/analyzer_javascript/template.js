const t = `a${b}${`c${d}`}`;
setTimeout(`alert(${t})`, 1);
Reflect.get(globalThis, 'ev' + 'al')(t);
