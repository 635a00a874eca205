// benign: Function.prototype.call/apply/bind on the script's own functions (decoy for indirect invocation)
'use strict';

function describe(prefix, suffix) {
  return `${prefix}${this.name} (${this.role})${suffix}`;
}

const people = [
  { name: 'Ada', role: 'engineer' },
  { name: 'Grace', role: 'admiral' },
  { name: 'Linus', role: 'maintainer' },
];

console.log(describe.call(people[0], '* ', '.'));
console.log(describe.apply(people[1], ['- ', '!']));
const describeLinus = describe.bind(people[2], '> ');
console.log(describeLinus(' <'));

function maxOf() {
  return Math.max.apply(null, arguments);
}
console.log('max', maxOf(3, 9, 4), Math.max.call(null, 1, 2));

const counter = {
  count: 0,
  inc(by = 1) {
    this.count += by;
    return this.count;
  },
};
const incBy5 = counter.inc.bind(counter, 5);
[1, 2, 3].forEach(() => incBy5());
console.log('counter', counter.count);

const slice = Array.prototype.slice;
function firstTwo() {
  return slice.call(arguments, 0, 2);
}
console.log(firstTwo('a', 'b', 'c'));
