// class: equivalent-api | technique: Node 22's global WebSocket client (undici) instead of net/http | effect: opens a TCP connection attempt to 127.0.0.1:8765 (refused when nothing listens)
const feed = new WebSocket('ws://127.0.0.1:8765/updates');

feed.addEventListener('open', () => {
  feed.send(JSON.stringify({ subscribe: 'prices' }));
});
feed.addEventListener('error', (event) => {
  console.log('websocket error:', event.message || event.type, event.error && event.error.cause && event.error.cause.code);
});
feed.addEventListener('close', (event) => console.log('websocket closed, code', event.code));
