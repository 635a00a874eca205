// expect: js.secrets.environment
const key = process.env.API_KEY;
// expect: js.secrets.environment
const { TOKEN } = process.env;
// ok: js.secrets.environment
const args = process.argv.slice(2);
