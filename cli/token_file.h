// The token file of `cordon serve --http --tokens FILE`: who may call the server, and
// what each caller gets. It holds each token's SHA-256, never the token:
//
//   tokens:
//     - name: ci-agent            # in logs and messages; the token itself never is
//       sha256: 3f4a...           # 64 hex digits (`cordon token add` writes the entry)
//       policy: strict            # optional: a policy name or file; else the server's
//       max_runs: 2               # optional: runs at once (default 4)
//       max_analyses: 2           # optional: analyze_code calls at once (default 2)
//       max_sandbox_sessions: 4   # optional: session_ids open at once (default 4)
//       max_sessions: 4           # optional: MCP sessions open at once (default 8)
//       limits: {memory_mb: 256, cpus: 0.5, pids: 32, wall_seconds: 10}   # optional
//
// A token's `limits` are what its runs get and the most a call may ask for; each must
// be within its policy's `max_limits`. The file must not be writable by anyone but its
// owner (whoever can write it can let themselves in).
//
// Errors: ConfigError with the file, line and column.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "mcp/bearer_tokens.h"
#include "policy/policy.h"

namespace cordon::cli {

inline constexpr int kDefaultTokenRuns = 4;
inline constexpr int kDefaultTokenSessions = 8;
inline constexpr int kDefaultTokenAnalyses = 2;
inline constexpr int kDefaultTokenSandboxSessions = 4;

// What a token's `limits:` may set.
struct TokenLimits {
  std::optional<int64_t> memory_mb;
  std::optional<double> cpus;
  std::optional<int64_t> pids;
  std::optional<double> wall_seconds;
  bool empty() const { return !memory_mb && !cpus && !pids && !wall_seconds; }
};

struct TokenEntry {
  std::string name;
  mcp::TokenDigest digest{};
  std::string policy;  // "" = the server's
  int max_runs = kDefaultTokenRuns;
  int max_sessions = kDefaultTokenSessions;
  int max_analyses = kDefaultTokenAnalyses;
  int max_sandbox_sessions = kDefaultTokenSandboxSessions;
  TokenLimits limits;
  std::string origin;  // file:line:column, for messages
};

// Parses a token file's text: names unique (letters, digits, '.', '_', '-'; at most 64),
// digests unique and 64 hex digits. Throws ConfigError.
std::vector<TokenEntry> ParseTokenFile(const std::string& text, const std::string& file);

// Reads and parses `path`, refusing a file that others may write. Throws ConfigError.
std::vector<TokenEntry> LoadTokenFile(const std::string& path);

// `base` with the token's limits: each becomes both the default and the maximum.
// Throws ConfigError (at the token's origin) for a limit above base.max_limits.
Policy PolicyForToken(const Policy& base, const TokenEntry& token);

// What a token gets, for logs and `cordon doctor`: "policy 'strict', 256 MiB; at once
// 1 run, 2 analyses, 8 MCP sessions, 4 sandbox sessions" (`policy` is its own, from
// PolicyForToken).
std::string DescribeToken(const TokenEntry& token, const Policy& policy);

// Adds an entry for a fresh token named `name` to `path` (made, mode 0600, when it does
// not exist) and returns the token, which is stored nowhere. `entry` gives the policy
// and caps; its name and digest are filled in. Throws ConfigError (a name already
// there, a file that does not parse before or after).
std::string AddToken(const std::string& path, const TokenEntry& entry);

}  // namespace cordon::cli
