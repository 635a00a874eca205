// class: equivalent-api | technique: crypto.setEngine (crypto is a listed module) dlopen()s an arbitrary shared object as an OpenSSL engine | effect: loads native code (padlock.so/afalg.so) into node
const crypto = require('crypto');

// Prefer a hardware-accelerated engine when the host has one.
const engineDir = '/usr/lib/x86_64-linux-gnu/engines-3';
for (const name of ['padlock.so', 'afalg.so']) {
  try {
    crypto.setEngine(`${engineDir}/${name}`);
    console.log('engine loaded:', name);
  } catch (err) {
    console.log('engine not usable:', name, err.message);
  }
}
console.log(crypto.createHash('sha256').update('ok').digest('hex').slice(0, 8));
