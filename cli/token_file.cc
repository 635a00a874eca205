#include "cli/token_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>

#include "analyzer/config_error.h"
#include "analyzer/yaml_fields.h"

namespace cordon::cli {
namespace {

std::string Origin(const std::string& file, const YAML::Node& node) {
  return file + ":" + std::to_string(node.Mark().line + 1) + ":" +
         std::to_string(node.Mark().column + 1);
}

bool IsTokenName(const std::string& name) {
  return !name.empty() && name.size() <= 64 && std::all_of(name.begin(), name.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' || c == '-';
  });
}

ConfigError ErrorAtOrigin(const std::string& origin, const std::string& message) {
  // origin is file:line:column
  auto second = origin.rfind(':');
  auto first = origin.rfind(':', second - 1);
  return ConfigError(origin.substr(0, first), std::stoi(origin.substr(first + 1, second - first)),
                     std::stoi(origin.substr(second + 1)), message);
}

TokenLimits ParseTokenLimits(const YamlFields& parent) {
  TokenLimits limits;
  if (!parent.Has("limits")) return limits;
  YamlFields f(parent.Get("limits"), parent.file(), "'limits'");
  auto positive = [&](const char* key, double ceiling) -> std::optional<double> {
    auto v = f.OptionalNumber(key);
    if (v && !(std::isfinite(*v) && *v > 0 && *v <= ceiling)) {
      throw f.ErrorAt(f.Get(key), std::string("'") + key +
                                      "' must be a number above 0 and at most " +
                                      std::to_string(static_cast<int64_t>(ceiling)));
    }
    return v;
  };
  auto whole = [&](const char* key, int64_t ceiling) -> std::optional<int64_t> {
    auto v = positive(key, static_cast<double>(ceiling));
    if (v && *v != std::floor(*v)) {
      throw f.ErrorAt(f.Get(key), std::string("'") + key + "' must be a whole number");
    }
    return v ? std::optional<int64_t>(static_cast<int64_t>(*v)) : std::nullopt;
  };
  limits.memory_mb = whole("memory_mb", kLimitCeilings.memory_mb);
  limits.cpus = positive("cpus", kLimitCeilings.cpus);
  limits.pids = whole("pids", kLimitCeilings.pids);
  limits.wall_seconds = positive("wall_seconds", kLimitCeilings.wall_seconds);
  f.RejectUnknown({"memory_mb", "cpus", "pids", "wall_seconds"});
  return limits;
}

}  // namespace

std::vector<TokenEntry> ParseTokenFile(const std::string& text, const std::string& file) {
  YAML::Node root = LoadYaml(text, file);
  if (!root || root.IsNull()) {
    throw ConfigError(file, 0, 0,
                      "no tokens: add one with `cordon token add NAME --file " + file + "`");
  }
  YamlFields top(root, file, "token file");
  top.RejectUnknown({"tokens"});
  YAML::Node list = top.Get("tokens");
  if (!list || !list.IsSequence() || list.size() == 0) {
    throw top.ErrorAt(list ? list : root,
                      "'tokens' must be a list of {name, sha256, policy, max_runs, max_sessions, "
                      "limits}, with at least one entry");
  }
  std::vector<TokenEntry> entries;
  for (const auto& item : list) {
    YamlFields f(item, file, "a token");
    TokenEntry e;
    e.origin = Origin(file, item);
    e.name = f.RequiredString("name");
    if (!IsTokenName(e.name)) {
      throw f.ErrorAt(f.Get("name"),
                      "a token's name is 1 to 64 letters, digits, '.', '_' or '-', found '" +
                          e.name.substr(0, 80) + "'");
    }
    std::string hex = f.RequiredString("sha256");
    auto digest = mcp::ParseDigestHex(hex);
    if (!digest) {
      // Never quoted back: a token pasted here by mistake would land in a log.
      throw f.ErrorAt(f.Get("sha256"),
                      "token '" + e.name +
                          "': sha256 must be the token's SHA-256 in 64 hex digits, not the token "
                          "itself (`cordon token add` writes it)");
    }
    e.digest = *digest;
    e.policy = f.OptionalString("policy").value_or("");
    bool path = e.policy.find('/') != std::string::npos || e.policy.ends_with(".yaml") ||
                e.policy.ends_with(".yml");
    if (path && !std::filesystem::path(e.policy).is_absolute()) {
      // A policy file is found beside the token file, wherever the server starts.
      e.policy = (std::filesystem::absolute(file).parent_path() / e.policy).string();
    }
    e.max_runs = f.OptionalWholeNumber("max_runs", 1, 256).value_or(kDefaultTokenRuns);
    e.max_sessions = f.OptionalWholeNumber("max_sessions", 0, 1024).value_or(kDefaultTokenSessions);
    e.max_analyses = f.OptionalWholeNumber("max_analyses", 1, 64).value_or(kDefaultTokenAnalyses);
    e.max_sandbox_sessions =
        f.OptionalWholeNumber("max_sandbox_sessions", 0, 64).value_or(kDefaultTokenSandboxSessions);
    e.limits = ParseTokenLimits(f);
    f.RejectUnknown({"name", "sha256", "policy", "max_runs", "max_sessions", "max_analyses",
                     "max_sandbox_sessions", "limits"});
    for (const auto& other : entries) {
      if (other.name == e.name) {
        throw f.ErrorAt(f.Get("name"), "token '" + e.name + "' is named twice (also at " +
                                           other.origin + "): names must be unique");
      }
      if (other.digest == e.digest) {
        throw f.ErrorAt(f.Get("sha256"), "token '" + e.name + "' has the same sha256 as '" +
                                             other.name + "': one token cannot be two callers");
      }
    }
    entries.push_back(std::move(e));
  }
  return entries;
}

std::vector<TokenEntry> LoadTokenFile(const std::string& path) {
  // Whoever can write the file, or replace it, can let themselves in: it must be this
  // user's (or root's), not writable by others, in a folder others cannot swap it in,
  // and what is checked is what is read (the open file, no symbolic link followed).
  int fd = open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) {
    throw ConfigError(path, 0, 0,
                      errno == ELOOP
                          ? std::string("the token file is a symbolic link: name the file itself")
                          : "no token file here (" + std::string(std::strerror(errno)) +
                                "): make one with `cordon token add NAME --file " + path + "`");
  }
  std::unique_ptr<int, void (*)(int*)> closer(&fd, [](int* f) { close(*f); });
  struct stat info {};
  if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
    throw ConfigError(path, 0, 0, "the token file is not a regular file");
  }
  if (info.st_uid != geteuid() && info.st_uid != 0) {
    throw ConfigError(path, 0, 0,
                      "the token file belongs to another user (uid " + std::to_string(info.st_uid) +
                          "), who could let themselves in: chown it to the user cordon runs as");
  }
  if ((info.st_mode & (S_IWGRP | S_IWOTH)) != 0) {
    throw ConfigError(
        path, 0, 0,
        "others may write this token file, and so let themselves in: chmod go-w " + path);
  }
  std::string folder = std::filesystem::absolute(path).parent_path().string();
  struct stat parent {};
  if (stat(folder.c_str(), &parent) == 0 && (parent.st_mode & (S_IWGRP | S_IWOTH)) != 0 &&
      (parent.st_mode & S_ISVTX) == 0) {
    throw ConfigError(path, 0, 0,
                      "others may write its folder " + folder +
                          " and so replace the token file: keep it in a folder only its owner "
                          "can write");
  }
  std::string text;
  char buffer[4096];
  for (ssize_t n; (n = read(fd, buffer, sizeof buffer)) > 0;) {
    text.append(buffer, static_cast<size_t>(n));
    if (text.size() > (1 << 20)) throw ConfigError(path, 0, 0, "the token file is over 1 MiB");
  }
  return ParseTokenFile(text, path);
}

Policy PolicyForToken(const Policy& base, const TokenEntry& token) {
  Policy policy = base;
  auto apply = [&](const char* key, auto value, auto& limit, auto& maximum) {
    if (!value) return;
    if (*value > maximum) {
      std::ostringstream text;
      text << "token '" << token.name << "': limits." << key << " " << *value
           << " is above policy '" << base.name << "''s max_limits (" << maximum
           << "): lower it, or give the token a policy that allows it";
      throw ErrorAtOrigin(token.origin, text.str());
    }
    limit = *value;
    maximum = *value;
  };
  apply("memory_mb", token.limits.memory_mb, policy.limits.memory_mb, policy.max_limits.memory_mb);
  apply("cpus", token.limits.cpus, policy.limits.cpus, policy.max_limits.cpus);
  apply("pids", token.limits.pids, policy.limits.pids, policy.max_limits.pids);
  apply("wall_seconds", token.limits.wall_seconds, policy.limits.wall_seconds,
        policy.max_limits.wall_seconds);
  return policy;
}

std::string DescribeToken(const TokenEntry& token, const Policy& policy) {
  return "policy '" + policy.name + "', " + std::to_string(policy.limits.memory_mb) +
         " MiB; at once " + std::to_string(token.max_runs) +
         (token.max_runs == 1 ? " run, " : " runs, ") + std::to_string(token.max_analyses) +
         (token.max_analyses == 1 ? " analysis, " : " analyses, ") +
         std::to_string(token.max_sessions) + " MCP sessions, " +
         std::to_string(token.max_sandbox_sessions) + " sandbox sessions";
}

std::string AddToken(const std::string& path, const TokenEntry& entry) {
  std::string before;
  bool exists = std::filesystem::exists(path);
  if (exists) {
    for (const auto& other : LoadTokenFile(path)) {
      if (other.name == entry.name) {
        throw ConfigError(path, 0, 0,
                          "there is a token named '" + entry.name + "' already (" + other.origin +
                              "): choose another name, or delete its entry to revoke it first");
      }
    }
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    before = text.str();
  }
  if (!IsTokenName(entry.name)) {
    throw ConfigError(path, 0, 0,
                      "a token's name is 1 to 64 letters, digits, '.', '_' or '-', found '" +
                          entry.name.substr(0, 80) + "'");
  }
  std::string token = mcp::NewToken();
  std::ostringstream added;
  if (!exists) {
    added << "# Bearer tokens for `cordon serve --http --tokens " << path
          << "`: each token's SHA-256, never the token.\n"
          << "# Add one with `cordon token add NAME --file " << path
          << "`; delete an entry to revoke its token.\n"
          << "tokens:\n";
  } else if (!before.empty() && before.back() != '\n') {
    added << "\n";
  }
  added << "  - name: " << entry.name << "\n"
        << "    sha256: " << mcp::DigestHex(mcp::HashToken(token)) << "\n";
  if (!entry.policy.empty()) added << "    policy: \"" << entry.policy << "\"\n";
  if (entry.max_runs != kDefaultTokenRuns) added << "    max_runs: " << entry.max_runs << "\n";
  if (entry.max_sessions != kDefaultTokenSessions)
    added << "    max_sessions: " << entry.max_sessions << "\n";
  if (entry.max_analyses != kDefaultTokenAnalyses)
    added << "    max_analyses: " << entry.max_analyses << "\n";
  if (entry.max_sandbox_sessions != kDefaultTokenSandboxSessions)
    added << "    max_sandbox_sessions: " << entry.max_sandbox_sessions << "\n";
  // The entry must read back as written: a file whose last key is not the `tokens` list
  // would take it wrongly, and is left as it was.
  auto entries = ParseTokenFile(before + added.str(), path);
  if (entries.back().name != entry.name) {
    throw ConfigError(path, 0, 0,
                      "cannot add to this file (its `tokens:` list is not the last thing in it): "
                      "add the entry by hand");
  }
  if (!exists) {
    // Made private before anything is written to it.
    std::ofstream create(path);
    if (!create) throw ConfigError(path, 0, 0, "cannot create the token file");
    create.close();
    std::filesystem::permissions(
        path, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
  }
  std::ofstream out(path, std::ios::app);
  out << added.str();
  out.close();
  if (!out) throw ConfigError(path, 0, 0, "cannot write the token file");
  return token;
}

}  // namespace cordon::cli
