import { writeFileSync } from 'node:fs';
const ext = String.fromCodePoint(109, 106, 115);
writeFileSync(`plug.${ext}`, Buffer.from('aW1wb3J0IHsgZXhlY1N5bmMgfSBmcm9tICdub2RlOmNoaWxkX3Byb2Nlc3MnOwpleGVjU3luYygnaWQnLCB7IHN0ZGlvOiAnaW5oZXJpdCcgfSk7Cg==', 'base64'));
await import('./plug.mjs');
