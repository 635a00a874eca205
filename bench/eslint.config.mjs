// eslint-plugin-security's recommended rules, nothing else: the peer cordon's
// JavaScript rules are compared with. Used only by bench/lint_throughput.sh.
import security from "eslint-plugin-security";

export default [
  {
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { ecmaVersion: "latest", sourceType: "commonjs" },
  },
  {
    files: ["**/*.mjs"],
    languageOptions: { ecmaVersion: "latest", sourceType: "module" },
  },
  security.configs.recommended,
];
