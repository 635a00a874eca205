#include "cli/server_config.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>

#include "analyzer/yaml_fields.h"

namespace cordon::cli {
namespace {

int PositiveInt(const YamlFields& f, const char* key, int current, int minimum) {
  auto v = f.OptionalNumber(key);
  if (!v) return current;
  if (*v < minimum || *v != static_cast<int>(*v)) {
    throw f.ErrorAt(f.Get(key), std::string("'") + key + "' must be a whole number of at least " +
                                    std::to_string(minimum));
  }
  return static_cast<int>(*v);
}

// A whole number of at least 0 from the environment variable `name`, if set.
void WholeNumber(const Environment& env, const char* name, int& field) {
  const char* v = env(name);
  if (v == nullptr || *v == '\0') return;
  char* end = nullptr;
  errno = 0;
  long n = std::strtol(v, &end, 10);
  if (*end != '\0' || errno != 0 || n < 0 || n > std::numeric_limits<int>::max()) {
    throw ConfigError(name, 0, 0,
                      std::string("must be a whole number of at least 0, found '") + v + "'");
  }
  field = static_cast<int>(n);
}

void ApplyFile(const std::string& path, ServerConfig& c) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  YAML::Node root = LoadYaml(text.str(), path);
  if (!root || root.IsNull()) return;  // an empty file
  YamlFields f(root, path, "config");
  if (auto v = f.OptionalString("policy")) c.policy = *v;
  if (auto v = f.OptionalString("rules")) c.rules_dir = *v;
  if (auto v = f.OptionalString("engine")) {
    if (*v != "podman" && *v != "docker" && *v != "auto") {
      throw f.ErrorAt(f.Get("engine"),
                      "'engine' must be podman, docker or auto, found '" + *v + "'");
    }
    c.engine = *v;
  }
  if (auto v = f.OptionalString("image")) c.python_image = c.javascript_image = *v;
  if (auto v = f.OptionalString("python_image")) c.python_image = *v;
  if (auto v = f.OptionalString("javascript_image")) c.javascript_image = *v;
  c.pool = PositiveInt(f, "pool", c.pool, 0);
  c.pool_max = PositiveInt(f, "pool_max", c.pool_max, 0);
  if (c.pool_max > kMaxPool) {
    throw f.ErrorAt(f.Get("pool_max"),
                    "'pool_max' must be at most " + std::to_string(kMaxPool) +
                        " (warm containers per language, each holding host memory)");
  }
  c.pool_idle_seconds = PositiveInt(f, "pool_idle_seconds", c.pool_idle_seconds, 1);
  if (auto v = f.OptionalString("log_level")) c.log_level = *v;
  if (f.Has("sessions")) {
    YamlFields s(f.Get("sessions"), path, "'sessions'");
    c.session_idle_seconds = PositiveInt(s, "idle_seconds", c.session_idle_seconds, 1);
    c.session_lifetime_seconds = PositiveInt(s, "lifetime_seconds", c.session_lifetime_seconds, 1);
    c.max_sessions = PositiveInt(s, "max", c.max_sessions, 0);
    s.RejectUnknown({"idle_seconds", "lifetime_seconds", "max"});
  }
  if (f.Has("requests")) {
    YamlFields r(f.Get("requests"), path, "'requests'");
    c.max_runs = PositiveInt(r, "max_runs", c.max_runs, 1);
    c.max_analyses = PositiveInt(r, "max_analyses", c.max_analyses, 1);
    c.max_queued = PositiveInt(r, "max_queued", c.max_queued, 0);
    r.RejectUnknown({"max_runs", "max_analyses", "max_queued"});
  }
  if (f.Has("host")) {
    YamlFields h(f.Get("host"), path, "'host'");
    c.host_sandboxes = PositiveInt(h, "sandboxes", c.host_sandboxes, 0);
    c.host_memory_mb = PositiveInt(h, "memory_mb", c.host_memory_mb, 0);
    if (auto v = h.OptionalString("dir")) c.host_dir = *v;
    h.RejectUnknown({"sandboxes", "memory_mb", "dir"});
  }
  if (f.Has("mounts")) {
    YAML::Node list = f.Get("mounts");
    if (!list.IsSequence()) {
      throw f.ErrorAt(list, "'mounts' must be a list of {host, path, mode}");
    }
    for (const auto& item : list) {
      YamlFields m(item, path, "a mount");
      MountRequest r;
      r.host = m.RequiredString("host");
      r.path = m.RequiredString("path");
      std::string mode = m.OptionalString("mode").value_or("ro");
      if (mode != "ro" && mode != "rw") {
        throw m.ErrorAt(m.Get("mode"), "'mode' must be ro or rw, found '" + mode + "'");
      }
      r.writable = mode == "rw";
      r.origin = path + ":" + std::to_string(item.Mark().line + 1) + ":" +
                 std::to_string(item.Mark().column + 1);
      r.base_dir = std::filesystem::absolute(path).parent_path().string();
      m.RejectUnknown({"host", "path", "mode"});
      c.mounts.push_back(std::move(r));
    }
  }
  if (f.Has("secrets")) {
    YAML::Node map = f.Get("secrets");
    if (!map.IsMap()) {
      throw f.ErrorAt(map, "'secrets' must map names to {env: VARIABLE} or {file: PATH}");
    }
    for (const auto& entry : map) {
      SecretSource s;
      s.name = entry.first.IsScalar() ? entry.first.Scalar() : "";
      s.origin = path + ":" + std::to_string(entry.first.Mark().line + 1) + ":" +
                 std::to_string(entry.first.Mark().column + 1);
      if (auto problem = SecretNameProblem(s.name)) {
        throw f.ErrorAt(entry.first, "in 'secrets': " + *problem);
      }
      if (std::any_of(c.secrets.begin(), c.secrets.end(),
                      [&](const SecretSource& other) { return other.name == s.name; })) {
        throw f.ErrorAt(entry.first, "secret '" + s.name + "' is declared twice; keep one");
      }
      if (!entry.second.IsMap()) {
        // Never quoted back: a value written here by mistake would land in a log.
        throw f.ErrorAt(entry.second, "secret '" + s.name +
                                          "' must be {env: VARIABLE} or {file: PATH}: where the "
                                          "value is, not the value itself");
      }
      YamlFields source(entry.second, path, "secret '" + s.name + "'");
      source.RejectUnknown({"env", "file"});
      s.env = source.OptionalString("env").value_or("");
      s.file = source.OptionalString("file").value_or("");
      if (s.env.empty() == s.file.empty()) {
        throw f.ErrorAt(entry.second,
                        "secret '" + s.name + "' needs exactly one of env: VARIABLE or file: PATH");
      }
      if (!s.env.empty() && !IsVariableName(s.env)) {
        throw f.ErrorAt(source.Get("env"), "secret '" + s.name +
                                               "': env: takes the name of cordon's environment "
                                               "variable that holds the value, not the value");
      }
      s.base_dir = std::filesystem::absolute(path).parent_path().string();
      c.secrets.push_back(std::move(s));
    }
  }
  if (f.Has("http")) {
    YamlFields h(f.Get("http"), path, "'http'");
    auto beside = [&](const std::string& key) {
      std::string value = h.OptionalString(key).value_or("");
      if (value.empty() || std::filesystem::path(value).is_absolute()) return value;
      return (std::filesystem::absolute(path).parent_path() / value).string();
    };
    c.tokens = beside("tokens");
    c.tls_cert = beside("tls_cert");
    c.tls_key = beside("tls_key");
    c.http_connections_per_address =
        PositiveInt(h, "max_connections_per_address", c.http_connections_per_address, 0);
    h.RejectUnknown({"tokens", "tls_cert", "tls_key", "max_connections_per_address"});
  }
  f.RejectUnknown({"policy", "rules", "engine", "image", "python_image", "javascript_image", "pool",
                   "pool_max", "pool_idle_seconds", "log_level", "sessions", "requests", "host",
                   "mounts", "secrets", "http"});
}

}  // namespace

std::vector<std::string> ConfigSearchPath(const Environment& env) {
  std::vector<std::string> paths;
  if (const char* v = env("CORDON_CONFIG"); v && *v) paths.push_back(v);
  if (const char* v = env("XDG_CONFIG_HOME"); v && *v) {
    paths.push_back(std::string(v) + "/cordon/config.yaml");
  } else if (const char* home = env("HOME"); home && *home) {
    paths.push_back(std::string(home) + "/.config/cordon/config.yaml");
  }
  paths.push_back("/etc/cordon/config.yaml");
  return paths;
}

ServerConfig LoadServerConfig(const Environment& env) {
  ServerConfig c;
  c.searched = ConfigSearchPath(env);
  for (const auto& path : c.searched) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(path, ec)) {
      c.file = path;
      ApplyFile(path, c);
      break;
    }
  }
  if (const char* v = env("CORDON_CONFIG"); v && *v && c.file != v) {
    throw ConfigError(std::string(v), 0, 0, "CORDON_CONFIG names a file that does not exist");
  }
  auto set = [&](const char* name, std::string& field) {
    if (const char* v = env(name); v && *v) field = v;
  };
  set("CORDON_POLICY", c.policy);
  set("CORDON_RULES_DIR", c.rules_dir);
  set("CORDON_ENGINE", c.engine);
  if (const char* v = env("CORDON_IMAGE"); v && *v) c.python_image = c.javascript_image = v;
  set("CORDON_PYTHON_IMAGE", c.python_image);
  set("CORDON_JAVASCRIPT_IMAGE", c.javascript_image);
  set("CORDON_LOG_LEVEL", c.log_level);
  if (c.engine != "podman" && c.engine != "docker" && c.engine != "auto") {
    throw ConfigError("CORDON_ENGINE", 0, 0,
                      "must be podman, docker or auto, found '" + c.engine + "'");
  }
  WholeNumber(env, "CORDON_POOL", c.pool);
  WholeNumber(env, "CORDON_POOL_MAX", c.pool_max);
  if (c.pool_max > kMaxPool) {
    throw ConfigError("CORDON_POOL_MAX", 0, 0, "must be at most " + std::to_string(kMaxPool));
  }
  WholeNumber(env, "CORDON_HOST_SANDBOXES", c.host_sandboxes);
  WholeNumber(env, "CORDON_HOST_MEMORY_MB", c.host_memory_mb);
  set("CORDON_HOST_DIR", c.host_dir);
  return c;
}

std::vector<SecretSource> SelectSecrets(const std::vector<SecretSource>& declared,
                                        const std::vector<std::string>& flags, bool all_declared) {
  std::vector<SecretSource> chosen;
  if (all_declared) chosen = declared;
  std::vector<std::string> flagged;
  for (const auto& flag : flags) {
    SecretSource source = ParseSecretFlag(flag);
    if (std::find(flagged.begin(), flagged.end(), source.name) != flagged.end()) {
      throw SecretError(source.origin + ": the secret " + source.name +
                        " is named by two --secret flags; keep one");
    }
    flagged.push_back(source.name);
    auto known = std::find_if(declared.begin(), declared.end(),
                              [&](const SecretSource& s) { return s.name == source.name; });
    if (known != declared.end() && flag.find('=') == std::string::npos) source = *known;
    std::erase_if(chosen, [&](const SecretSource& s) { return s.name == source.name; });
    chosen.push_back(std::move(source));
  }
  return chosen;
}

HostAdmission HostAdmissionFor(const ServerConfig& config, const Environment& env) {
  HostLimits limits = DefaultHostLimits();
  if (config.host_sandboxes >= 0) limits.max_sandboxes = config.host_sandboxes;
  if (config.host_memory_mb >= 0) limits.max_memory_bytes = int64_t{config.host_memory_mb} << 20;
  return HostAdmission(config.host_dir.empty() ? DefaultAdmissionDir(env) : config.host_dir,
                       limits);
}

}  // namespace cordon::cli
