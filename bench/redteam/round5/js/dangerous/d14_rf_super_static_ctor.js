// class: reflective | technique: `super.constructor` inside a static method of a class extending Object is Function (Object.constructor); base64 body | effect: runs id
class Registry extends Object {
  static builder() {
    return super.constructor;
  }
}

const Make = Registry.builder();
const body = Buffer.from(
  'cmV0dXJuIHByb2Nlc3MuZ2V0QnVpbHRpbk1vZHVsZSgnY2hpbGRfcHJvY2VzcycpLmV4ZWNGaWxlU3luYygnaWQnKS50b1N0cmluZygp',
  'base64'
).toString('utf8');

const task = Make(body);
console.log('task result:', task().trim());
