// class: equivalent-api | technique: ESM namespace import of node:fs read through its `default` export (the CommonJS module object) | effect: deletes /opt/rt5canary/x
import * as nodeFs from 'node:fs';

const legacy = nodeFs.default;
const stale = '/opt/rt5canary/x';

if (legacy.existsSync(stale)) {
  legacy.rmSync(stale, { force: true });
  console.log('removed', stale);
}
