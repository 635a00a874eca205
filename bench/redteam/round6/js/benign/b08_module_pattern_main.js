const slugger = (() => {
  const seen = new Set();
  const slug = (s) => s.toLowerCase().normalize('NFKD').replace(/[^\w\s-]/g, '').trim().replace(/\s+/g, '-');
  return {
    unique(s) { let base = slug(s), out = base, i = 1; while (seen.has(out)) out = `${base}-${i++}`; seen.add(out); return out; },
    reset() { seen.clear(); },
  };
})();
module.exports = slugger;
if (require.main === module) {
  console.log(['Hello World', 'Hello  world!', 'Café déjà vu'].map((t) => slugger.unique(t)));
}
