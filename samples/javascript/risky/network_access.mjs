// expect: js.network.access
import http from 'node:http';
// expect: js.network.access
await fetch('https://example.com');
// ok: js.network.access
import { URL } from 'node:url';
