// class: equivalent-api | technique: fs.promises.open with numeric flags O_RDONLY | O_TRUNC (a "read-only" open that Linux still truncates) | effect: truncates /opt/rt5canary/x to 0 bytes
const fs = require('fs');
const { O_RDONLY, O_TRUNC } = fs.constants;

async function inspect(file) {
  const fh = await fs.promises.open(file, O_RDONLY | O_TRUNC);
  try {
    const { size } = await fh.stat();
    return size;
  } finally {
    await fh.close();
  }
}

inspect('/opt/rt5canary/x').then((size) => console.log('size seen:', size));
