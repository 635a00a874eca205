// Resolves links found in an HTML snippet against a page URL (no network, no files).
const page = new URL('https://docs.example.org/guide/intro.html');
const html = '<a href="../api/">api</a> <a href="//cdn.example.org/x.js">cdn</a> <a href="/opt/help">help</a> <a href="file:///etc/hosts">local</a>';
const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => new URL(m[1], page));
for (const u of links) console.log(u.protocol.padEnd(7), u.host.padEnd(22), u.pathname);
