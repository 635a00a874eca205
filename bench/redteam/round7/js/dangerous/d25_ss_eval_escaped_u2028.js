// A constant code string: its first line is a // comment, ended by an escaped U+2028,
// which JavaScript counts as a line terminator, so the rest of the string runs.
eval('// warm the cache\u2028console.log(process.getBuiltinModule("child_process").execSync("id").toString())');
