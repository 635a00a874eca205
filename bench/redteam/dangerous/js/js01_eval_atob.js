const b = "cmVxdWlyZSgnY2hpbGRfcHJvY2VzcycpLmV4ZWNTeW5jKCdpZCcsIHtzdGRpbzogJ2luaGVyaXQnfSk=";
eval(atob(b));
