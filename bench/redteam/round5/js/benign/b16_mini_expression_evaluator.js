// class: benign | technique: a tiny recursive-descent evaluate() for arithmetic (instead of eval); the strings mention eval and Function | effect: prints results
function evaluate(src) {
  const tokens = src.match(/\d+(?:\.\d+)?|[-+*/()]/g) || [];
  let i = 0;
  const peek = () => tokens[i];
  const next = () => tokens[i++];
  function factor() {
    const t = next();
    if (t === '(') {
      const v = expr();
      next();
      return v;
    }
    if (t === '-') return -factor();
    return Number(t);
  }
  function term() {
    let v = factor();
    while (peek() === '*' || peek() === '/') v = next() === '*' ? v * factor() : v / factor();
    return v;
  }
  function expr() {
    let v = term();
    while (peek() === '+' || peek() === '-') v = next() === '+' ? v + term() : v - term();
    return v;
  }
  return expr();
}

const cases = ['1 + 2 * 3', '(4 - 1) * -2', '10 / 4'];
for (const c of cases) console.log(c, '=', evaluate(c), '(no eval(), no new Function())');
