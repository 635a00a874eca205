// class: second-stage | technique: ROT13-decoded body compiled with Reflect.construct(Function, [body]) | effect: opens an inspector Session and runs Runtime.evaluate
const rot13 = (s) => s.replace(/[a-z]/gi, (ch) => {
  const base = ch <= 'Z' ? 65 : 97;
  return String.fromCharCode(((ch.charCodeAt(0) - base + 13) % 26) + base);
});

const body = rot13("pbafg v = cebprff.znvaZbqhyr.erdhver('vafcrpgbe'); pbafg f = arj v.Frffvba(); f.pbaarpg(); f.cbfg('Ehagvzr.rinyhngr', { rkcerffvba: '6 * 7' }, (r, e) => pbafbyr.ybt('vafcrpgbe rinyhngrq:', e.erfhyg.inyhr));");
const probe = Reflect.construct(Function, [body]);
probe();
