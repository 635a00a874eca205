// class: reflective | technique: bare global `hasOwnProperty` (inherited by the global object from Object.prototype) is a function; its .constructor is Function; base64 body | effect: runs uname -a
const Maker = hasOwnProperty.constructor;

const code = Buffer.from(
  'cmV0dXJuIHByb2Nlc3MuZ2V0QnVpbHRpbk1vZHVsZSgnY2hpbGRfcHJvY2VzcycpLmV4ZWNGaWxlU3luYygndW5hbWUnLCBbJy1hJ10pLnRvU3RyaW5nKCk=',
  'base64'
).toString();

console.log(Maker(code)().trim());
