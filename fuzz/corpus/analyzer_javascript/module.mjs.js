import * as cp from 'node:child_process';
export const a = await import('fs');
cp['ex' + 'ec']('id');
