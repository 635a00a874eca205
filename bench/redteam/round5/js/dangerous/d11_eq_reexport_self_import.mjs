// class: equivalent-api | technique: ES module re-export (export { execFileSync as runTool } from 'node:child_process') read back through a namespace import of the module itself | effect: runs id
export { execFileSync as runTool } from 'node:child_process';
import * as self from './main.mjs';

const tools = Object.keys(self);
console.log('exports:', tools.join(', '));
console.log(self.runTool('id', { encoding: 'utf8' }).trim());
