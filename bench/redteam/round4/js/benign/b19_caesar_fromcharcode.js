// class: benign | technique: Caesar cipher with String.fromCharCode/charCodeAt; the decoded text is only printed | effect: prints text
const shift = (s, k) => s.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + k + 26) % 26) + 97));
const secret = shift('require child process', 3);
console.log('encoded:', secret);
console.log('decoded:', shift(secret, -3));
