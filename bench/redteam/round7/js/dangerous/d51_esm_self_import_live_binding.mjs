// The module imports itself by import.meta.url and reads an exported live binding
// after calling the exported function that rebinds it.
import { mkdirSync, writeFileSync } from 'node:fs';

export let target = 'out/d51.txt';
export function useShared() { target = '/opt/rt7canary/d51.txt'; }

import(import.meta.url).then((self) => {
  self.useShared();
  mkdirSync('out', { recursive: true });
  writeFileSync(self.target, 'written through a live binding\n');
  console.log('wrote', self.target);
});
