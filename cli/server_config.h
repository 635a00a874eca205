// Settings for `cordon serve` and `cordon doctor`, from (strongest first) command-line
// flags, environment variables and a YAML config file found in the usual places:
//   $CORDON_CONFIG, $XDG_CONFIG_HOME/cordon/config.yaml (~/.config/cordon/config.yaml),
//   /etc/cordon/config.yaml
// A config file with an unknown key or a bad value is an error with its position.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "runner/host_admission.h"
#include "runner/project_mounts.h"
#include "runner/secrets.h"

namespace cordon::cli {

// The most warm containers per language a pool may grow to.
inline constexpr int kMaxPool = 16;

struct ServerConfig {
  std::string policy = "default";
  std::string rules_dir;        // "" = the installed rules
  std::string engine = "auto";  // podman, docker, auto
  std::string python_image;     // "" = cordon-sandbox:<version>
  std::string javascript_image;
  // Warm containers per language (runner/warm_pool.h): `pool` always (0: no pool),
  // growing to `pool_max` with parallel calls, back after `pool_idle_seconds` idle.
  int pool = 1;
  int pool_max = 4;
  int pool_idle_seconds = 120;
  int session_idle_seconds = 600;
  int session_lifetime_seconds = 3600;
  int max_sessions = 4;
  // Requests handled at once, and waiting beyond that (mcp/server_loop.h).
  int max_runs = 16;
  int max_analyses = 4;
  int max_queued = 256;
  // The host-wide admission every cordon process on this host shares
  // (runner/host_admission.h): -1 = the machine's default; 0 = no limit.
  int host_sandboxes = -1;
  int host_memory_mb = -1;
  std::string host_dir;            // "" = DefaultAdmissionDir
  std::string log_level = "info";  // stderr: debug, info, warning, error, off
  // Project folders (runner/project_mounts.h): the file's `mounts:` (host paths relative
  // to the file's folder), then --mount flags. Checked when the server starts.
  std::vector<MountRequest> mounts;
  // Named secrets (runner/secrets.h): the file's `secrets:` (files relative to its
  // folder), then --secret flags. Read and checked against the policy at start.
  std::vector<SecretSource> secrets;
  // `cordon serve --http`: the token file (cli/token_file.h), and HTTPS's certificate
  // and key (PEM); the file's `http:` (paths relative to its folder), then flags.
  std::string tokens;
  std::string tls_cert;
  std::string tls_key;
  // Connections one client address may hold at once (mcp/connection_limits.h); 0: no cap.
  int http_connections_per_address = 8;
  std::string file;  // the config file read, "" when none
  std::vector<std::string> searched;
};

using Environment = std::function<const char*(const char*)>;

// Where a config file is looked for, in order.
std::vector<std::string> ConfigSearchPath(const Environment& env);
// Reads the first config file that exists, then the environment variables
// (CORDON_POLICY, CORDON_RULES_DIR, CORDON_ENGINE, CORDON_IMAGE, CORDON_PYTHON_IMAGE,
// CORDON_JAVASCRIPT_IMAGE, CORDON_POOL, CORDON_POOL_MAX, CORDON_LOG_LEVEL, CORDON_HOST_SANDBOXES,
// CORDON_HOST_MEMORY_MB, CORDON_HOST_DIR). Throws ConfigError.
ServerConfig LoadServerConfig(const Environment& env);

// The secrets a command gives its runs: with `all_declared` (serve) every one the config
// file declares; and for each --secret flag, NAME as the config declares it, else the
// host's variable NAME, and NAME=VAR the variable VAR. A name given twice is an error.
// Throws SecretError.
std::vector<SecretSource> SelectSecrets(const std::vector<SecretSource>& declared,
                                        const std::vector<std::string>& flags, bool all_declared);

// The host-wide admission `config` describes, the machine's defaults filling what it
// leaves unset. `cordon serve` and `cordon run` both use it.
HostAdmission HostAdmissionFor(const ServerConfig& config, const Environment& env);

}  // namespace cordon::cli
