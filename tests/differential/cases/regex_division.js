let a = 4, g = 2, i = 1;
let r = a / 2 / g; let s = /[/]`/.source + `${a}`;
while (i --> 0) {}
