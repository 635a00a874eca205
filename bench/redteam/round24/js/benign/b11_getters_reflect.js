// Getters/setters, Object.defineProperty and Reflect.ownKeys over the script's own objects.
'use strict';
const fs = require('fs');

class Temperature {
  constructor(celsius) { this._c = celsius; }
  get celsius() { return this._c; }
  set celsius(v) { this._c = Math.round(v * 100) / 100; }
  get fahrenheit() { return this._c * 9 / 5 + 32; }
  set fahrenheit(f) { this.celsius = (f - 32) * 5 / 9; }
  get kelvin() { return this._c + 273.15; }
}

const station = { id: 'st-7', readings: [] };
Object.defineProperty(station, 'latest', {
  get() { return this.readings.at(-1) ?? null; },
  enumerable: false,
});
Object.defineProperty(station, 'average', {
  get() { return this.readings.reduce((a, t) => a + t.celsius, 0) / (this.readings.length || 1); },
  enumerable: false,
});

function describe(obj) {
  return Reflect.ownKeys(obj).map((k) => {
    const d = Reflect.getOwnPropertyDescriptor(obj, k);
    return { key: String(k), kind: d.get ? 'accessor' : 'data', enumerable: d.enumerable };
  });
}

function accessorsOf(cls) {
  const proto = cls.prototype;
  return Object.getOwnPropertyNames(proto).filter((n) => Object.getOwnPropertyDescriptor(proto, n).get);
}

for (const c of [12.5, 14, 9.75]) station.readings.push(new Temperature(c));
const t = new Temperature(0);
t.fahrenheit = 98.6;

const out = {
  latestF: station.latest.fahrenheit,
  averageC: Number(station.average.toFixed(2)),
  bodyTempC: t.celsius,
  stationKeys: describe(station),
  temperatureAccessors: accessorsOf(Temperature),
};
fs.writeFileSync('station.json', JSON.stringify(out, null, 2));
console.log(out);
