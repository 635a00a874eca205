const requests = process.argv.slice(2).length ? process.argv.slice(2) : ["sqrt:16", "log10:1000"];
for (const r of requests) {
  const [name, arg] = r.split(":");
  const fn = Math[name];
  console.log(r, "=", typeof fn === "function" ? fn(Number(arg)) : "unknown");
}
