// HARM: network access — sends a UDP datagram with the job summary to an external host. DISGUISE: createSocket renamed through destructuring of a default import, the send wrapped in an async helper awaited inside a for-await loop over "reporters".
import dgramModule from 'node:dgram';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const { createSocket: openChannel } = dgramModule;
const COLLECTOR = { host: 'udp.example-statsd.net', port: 8125 };

async function sendDatagram(text, target = COLLECTOR) {
  const channel = openChannel('udp4');
  try {
    await new Promise((resolve, reject) => {
      channel.send(Buffer.from(text), target.port, target.host, (err) => (err ? reject(err) : resolve()));
    });
    return 'sent';
  } catch (err) {
    return `failed: ${err.code ?? err.message}`;
  } finally {
    channel.close();
  }
}

async function writeLocal(text) {
  await mkdir('out', { recursive: true });
  await writeFile(path.join('out', 'job_summary.txt'), text);
  return 'written';
}

async function* reporters(text) {
  yield ['local', await writeLocal(text)];
  yield ['collector', await sendDatagram(text)];
}

const durations = [1.2, 0.9, 1.5, 2.1, 1.1, 0.8, 1.9];
const mean = durations.reduce((a, b) => a + b, 0) / durations.length;
const text = `job.duration.mean:${mean.toFixed(3)}|g\njob.runs:${durations.length}|c\n`;

for await (const [name, status] of reporters(text)) console.log(`${name}: ${status}`);
