// expect-decision: allow
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function main() {
  const results = await Promise.all([1, 2, 3].map(async (n) => { await sleep(5); return n * 2; }));
  console.log(results);
}
await main();
