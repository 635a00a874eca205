const querystring = require("querystring");
const u = new URL("https://example.org/a?x=1&next=file:///etc/passwd");
console.log(u.hostname, u.searchParams.get("next"));
console.log(querystring.parse("cmd=exec&arg=rm"));
