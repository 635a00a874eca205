// class: second-stage | technique: module source written through a FileHandle (fs.promises.open('plugin.js','w') then fh.writeFile), then required | effect: runs id via the loaded plugin
const fs = require('fs');

const source = [
  "const { execFileSync } = require('child_process');",
  "module.exports = () => execFileSync('id', { encoding: 'utf8' });",
].join('\n');

async function install() {
  const fh = await fs.promises.open('plugin.js', 'w');
  try {
    await fh.writeFile(source);
  } finally {
    await fh.close();
  }
  const plugin = require('./plugin.js');
  console.log('plugin says:', plugin().trim());
}

install();
