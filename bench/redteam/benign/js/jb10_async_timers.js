const sleep = (ms) => new Promise((res) => setTimeout(res, ms));
async function main() {
  const results = await Promise.all([1, 2, 3].map(async (n) => { await sleep(n * 5); return n * n; }));
  console.log(results);
}
main();
