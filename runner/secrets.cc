#include "runner/secrets.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace cordon {
namespace {

std::string Where(const SecretSource& s) { return "secret " + s.name + " (" + s.origin + ")"; }

bool IsUtf8(const std::string& text) {
  try {
    (void)nlohmann::json(text).dump();  // strict: invalid UTF-8 throws
    return true;
  } catch (const nlohmann::json::type_error&) {
    return false;
  }
}

std::string ReadValue(const SecretSource& s,
                      const std::function<const char*(const char*)>& environment,
                      const FileSystem& fs) {
  if (!s.env.empty()) {
    const char* value = environment(s.env.c_str());
    if (value == nullptr) {
      throw SecretError(Where(s) + ": the environment variable " + s.env +
                        " is not set in cordon's environment; export it before starting cordon");
    }
    return value;
  }
  std::string path = s.file;
  if (!path.starts_with('/') && !s.base_dir.empty()) path = JoinPath(s.base_dir, path);
  auto read = fs.Read(path, kMaxSecretBytes + 2);
  if (!read.text) throw SecretError(Where(s) + ": cannot read " + path + ": " + read.error);
  std::string value = std::move(*read.text);
  if (value.ends_with("\r\n")) {
    value.resize(value.size() - 2);
  } else if (value.ends_with('\n')) {
    value.pop_back();
  }
  return value;
}

// The value's shortest period: 2 for "abab", the length for a value that does not repeat.
size_t Period(const std::string& value) {
  std::vector<size_t> border(value.size() + 1, 0);  // Knuth-Morris-Pratt's failure table
  for (size_t i = 1, k = 0; i < value.size(); ++i) {
    while (k > 0 && value[i] != value[k]) k = border[k];
    if (value[i] == value[k]) ++k;
    border[i + 1] = k;
  }
  return value.size() - border[value.size()];
}

}  // namespace

SecretSource ParseSecretFlag(const std::string& flag) {
  SecretSource s;
  auto equals = flag.find('=');
  s.name = flag.substr(0, equals);
  s.env = equals == std::string::npos ? s.name : flag.substr(equals + 1);
  s.origin = "--secret " + flag;
  if (auto problem = SecretNameProblem(s.name)) {
    s.origin = "--secret " + s.name + (equals == std::string::npos ? "" : "=...");
    throw SecretError(s.origin + ": " + *problem);
  }
  if (!IsVariableName(s.env)) {
    // Never repeated: what follows '=' may be the value itself, given by mistake.
    throw SecretError("--secret " + s.name +
                      "=...: after '=' comes the name of the host's environment variable that "
                      "holds the value (NAME=VAR), not the value itself");
  }
  return s;
}

std::vector<Secret> ResolveSecrets(const std::vector<SecretSource>& sources,
                                   const std::function<const char*(const char*)>& environment,
                                   const FileSystem& fs, const Policy& policy) {
  std::vector<Secret> secrets;
  for (const auto& s : sources) {
    if (auto problem = SecretNameProblem(s.name)) throw SecretError(s.origin + ": " + *problem);
    if (std::any_of(secrets.begin(), secrets.end(),
                    [&](const Secret& other) { return other.name == s.name; })) {
      throw SecretError(Where(s) + ": declared twice; keep one");
    }
    if (s.env.empty() == s.file.empty()) {
      throw SecretError(Where(s) + ": give exactly one of env: VARIABLE or file: PATH");
    }
    if (!policy.GrantsSecret(s.name)) {
      throw SecretError(Where(s) + ": policy '" + policy.name +
                        "' does not grant it; list it in the policy's secrets: [" + s.name +
                        "] (docs/secrets.md), or use a policy that does");
    }
    std::string value = ReadValue(s, environment, fs);
    if (value.size() < kMinSecretBytes) {
      throw SecretError(Where(s) + ": the value is shorter than " +
                        std::to_string(kMinSecretBytes) +
                        " bytes, too short to redact from output without blanking ordinary text");
    }
    if (value.size() > kMaxSecretBytes) {
      throw SecretError(Where(s) + ": the value is longer than " + std::to_string(kMaxSecretBytes) +
                        " bytes");
    }
    if (size_t period = Period(value); period * 2 <= value.size()) {
      throw SecretError(Where(s) + ": the value repeats itself (a run of " +
                        std::to_string(period) + (period == 1 ? " byte" : " bytes") +
                        " over and over): it cannot be told from ordinary output to redact it");
    }
    if (value.find('\0') != std::string::npos || !IsUtf8(value)) {
      throw SecretError(Where(s) +
                        ": the value must be UTF-8 text without NUL bytes (an environment "
                        "variable cannot hold others); base64-encode binary secrets");
    }
    secrets.push_back({s.name, std::move(value)});
  }
  return secrets;
}

std::string SecretNames(const std::vector<Secret>& secrets) {
  std::string names;
  for (const auto& s : secrets) names += (names.empty() ? "" : ", ") + s.name;
  return names;
}

}  // namespace cordon
