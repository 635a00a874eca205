// Named secrets: values from the host (an environment variable or a file) that runs
// receive as environment variables, when the policy grants them (Policy::GrantsSecret).
//
// Where they go: into the launcher's job (LauncherJob::environment) over the
// container's attached stdin, and from there into the program's environment. Never
// into the container's configuration (which the engine writes to disk and `inspect`
// shows), never into a log. What comes back is redacted (runner/secret_redactor.h).
//
// Errors: ResolveSecrets throws SecretError, naming the secret, where it was declared
// and what to change; no message ever holds a value.
#pragma once

#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "analyzer/file_system.h"
#include "policy/policy.h"

namespace cordon {

// Where one secret's value comes from: `secrets: {NAME: {env: VAR}}` or
// `{NAME: {file: PATH}}` in the config file, `--secret NAME[=VAR]` on the command line.
struct SecretSource {
  std::string name;      // the variable the program sees
  std::string env;       // the host's variable to read, or ""
  std::string file;      // the file to read (absolute, or relative to base_dir), or ""
  std::string base_dir;  // the config file's folder, for a relative `file`
  std::string origin;    // "config.yaml:7:3", "--secret OPENAI_API_KEY": for messages
};

struct Secret {
  std::string name;
  std::string value;
};

class SecretError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A value must be at least this long: anything shorter cannot be redacted without
// blanking ordinary output.
inline constexpr size_t kMinSecretBytes = 4;
inline constexpr size_t kMaxSecretBytes = 64 << 10;

// Parses `--secret NAME` (the host's variable NAME) or `--secret NAME=VAR`. The error
// for a VAR that is no variable's name does not repeat it (it may be the value).
SecretSource ParseSecretFlag(const std::string& flag);

// Reads every source and checks it: a name SecretNameProblem accepts, given once, that
// `policy` grants; a value that is set, UTF-8 text without NUL, between
// kMinSecretBytes and kMaxSecretBytes (a file's one trailing newline is dropped) that
// does not repeat itself ("abab": no redactor could tell it from ordinary output).
std::vector<Secret> ResolveSecrets(const std::vector<SecretSource>& sources,
                                   const std::function<const char*(const char*)>& environment,
                                   const FileSystem& fs, const Policy& policy);

// "OPENAI_API_KEY, GITHUB_TOKEN": the names alone, for descriptions and messages.
std::string SecretNames(const std::vector<Secret>& secrets);

}  // namespace cordon
