// Nested template literals with comments (and a backtick inside one) in substitutions.
const fs = require('fs');

const users = [{ name: 'ada', admin: true }, { name: 'linus', admin: false }];
const html = `<ul>${users.map((u) => `<li>${u.name /* the display name; `raw` */}${u.admin ? ` (admin)` : ''}</li>`).join('')}</ul>`;
fs.writeFileSync('users.html', html);
console.log(html);
