#!/usr/bin/env node
/* x*/ let y = `a
b${`c${1}`}`;
