// expect-decision: allow
const u = new URL('https://example.com/a/b?x=1&y=2');
console.log(u.pathname, Object.fromEntries(u.searchParams));
