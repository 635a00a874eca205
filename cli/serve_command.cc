// `cordon serve` (also installed as code-sandbox-mcp): the MCP stdio server. And
// `cordon doctor`: what serve would use, and whether it works.
#include <signal.h>
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

#include "analyzer/config_error.h"
#include "cli/commands.h"
#include "cli/server_config.h"
#include "cli/signals.h"
#include "cli/token_file.h"
#include "mcp/http_server.h"
#include "mcp/server.h"
#include "mcp/server_loop.h"
#include "mcp/stdio_transport.h"
#include "runner/egress_proxy.h"
#include "runner/engine_locator.h"
#include "runner/launcher_channel.h"
#include "sandbox/sandbox_core.h"

namespace cordon::cli {
namespace {

constexpr size_t kMaxLine = 64 << 20;  // input files travel base64 inside one message

struct ServeFlags {
  std::string policy, rules_dir, engine, image, log_level;
  std::vector<std::string> mounts;   // HOST:PATH[:ro|rw]
  std::vector<std::string> secrets;  // NAME[=VAR]
  int pool = -1;
  int pool_max = -1;
  std::string http;  // HOST:PORT: Streamable HTTP instead of stdio
  std::string tokens, tls_cert, tls_key;
};

const char* Env(const char* name) { return std::getenv(name); }

ServerConfig Resolve(const ServeFlags& flags) {
  ServerConfig c = LoadServerConfig(Env);
  if (!flags.policy.empty()) c.policy = flags.policy;
  if (!flags.rules_dir.empty()) c.rules_dir = flags.rules_dir;
  if (!flags.engine.empty()) c.engine = flags.engine;
  if (!flags.image.empty()) c.python_image = c.javascript_image = flags.image;
  if (!flags.log_level.empty()) c.log_level = flags.log_level;
  if (flags.pool >= 0) c.pool = flags.pool;
  if (flags.pool_max >= 0) c.pool_max = flags.pool_max;
  if (!flags.tokens.empty()) c.tokens = flags.tokens;
  if (!flags.tls_cert.empty()) c.tls_cert = flags.tls_cert;
  if (!flags.tls_key.empty()) c.tls_key = flags.tls_key;
  for (const auto& m : flags.mounts) c.mounts.push_back(ParseMountFlag(m));
  c.secrets = SelectSecrets(c.secrets, flags.secrets, /*all_declared=*/true);
  std::string image = std::string("cordon-sandbox:") + CORDON_VERSION;
  if (c.python_image.empty()) c.python_image = image;
  if (c.javascript_image.empty()) c.javascript_image = image;
  return c;
}

// A logger writing lines to stderr only (stdout belongs to the protocol), at or above
// `level` (debug, info, warning, error, off).
std::shared_ptr<spdlog::logger> StderrLogger(const std::string& level) {
  auto logger = std::make_shared<spdlog::logger>("cordon serve",
                                                 std::make_shared<spdlog::sinks::stderr_sink_mt>());
  logger->set_pattern("cordon serve [%l] %v");
  logger->set_level(spdlog::level::from_str(level));
  logger->flush_on(spdlog::level::trace);
  return logger;
}

EngineHandle ConnectHandle(const std::string& choice, const IsolationRequest& isolation) {
  return ConnectEngineHandle(choice, Env, isolation);
}

SandboxOptions OptionsFor(const ServerConfig& c) {
  SandboxOptions o;
  o.python_image = c.python_image;
  o.javascript_image = c.javascript_image;
  o.pool_size = static_cast<size_t>(c.pool);
  o.pool_max = static_cast<size_t>(c.pool_max);
  o.pool_idle = std::chrono::seconds(c.pool_idle_seconds);
  o.sessions = SessionLimits{};
  o.sessions->idle = std::chrono::seconds(c.session_idle_seconds);
  o.sessions->lifetime = std::chrono::seconds(c.session_lifetime_seconds);
  o.sessions->max_sessions = static_cast<size_t>(c.max_sessions);
  o.instance_id = "cordon-serve-" + std::to_string(getpid());
  o.seccomp = LoadInstalledSeccompProfile();
  o.offline_etc = InstalledOfflineEtc();
  o.egress_dir = DefaultEgressDir(Env);
  o.channel_dir = DefaultChannelDir(Env);
  o.host_admission = HostAdmissionFor(c, Env);
  return o;
}

// A policy's sandbox core, with what it must outlive (its policy and rules).
struct Core {
  PolicyAndRules loaded;
  std::unique_ptr<SandboxCore> core;
};

// Makes the core for `loaded`: the config's project folders and secrets as that policy
// allows them. For the server's own policy (`strict`) a secret or writable folder it
// does not grant is an error; for a token's, the secrets it does not grant are left
// out and its folders mounted read-only unless it allows writing (said in the log).
// Null, the error written, when something is refused.
std::unique_ptr<Core> MakeCore(PolicyAndRules loaded, const ServerConfig& config,
                               const std::string& instance_suffix, bool strict, const Clock& clock,
                               const std::shared_ptr<spdlog::logger>& log, Io& io,
                               const std::optional<SessionLimits>& sessions = std::nullopt) {
  auto made = std::make_unique<Core>(Core{std::move(loaded), nullptr});
  const Policy& policy = made->loaded.policy;
  std::vector<MountRequest> requests = config.mounts;
  std::vector<SecretSource> sources = config.secrets;
  if (!strict) {
    for (auto& r : requests) r.writable = r.writable && policy.writable_mounts;
    std::erase_if(sources, [&](const SecretSource& s) { return !policy.GrantsSecret(s.name); });
  }
  SandboxOptions options = OptionsFor(config);
  options.instance_id += instance_suffix;
  if (sessions) options.sessions = sessions;
  try {
    options.mounts = ResolveMounts(requests, MountHostFromSystem(Env), policy.writable_mounts);
    options.secrets = ResolveSecrets(sources, Env, RealFileSystem(), policy);
  } catch (const MountError& e) {
    io.err << "cordon serve: " << e.what() << "\n";
    return nullptr;
  } catch (const SecretError& e) {
    io.err << "cordon serve: " << e.what() << "\n";
    return nullptr;
  }
  std::string whose = strict ? "" : " for policy '" + policy.name + "'";
  for (const auto& m : options.mounts) {
    log->info("project folder " + m.source + " at " + m.target +
              (m.writable ? " (writable)" : " (read-only)") + whose);
  }
  if (!options.secrets.empty()) {
    log->info("secrets (by name; values redacted)" + whose + ": " + SecretNames(options.secrets));
  }
  made->core = std::make_unique<SandboxCore>(
      made->loaded.policy, made->loaded.rules, options,
      [engine_choice = config.engine, isolation = policy.isolation] {
        return ConnectHandle(engine_choice, isolation);
      },
      clock);
  return made;
}

// Connects and fills the warm pool while the client initializes; analysis works meanwhile.
std::jthread Warm(SandboxCore& core, const std::shared_ptr<spdlog::logger>& log) {
  return std::jthread([&core, log] {
    std::string error = core.Connect();
    if (error.empty())
      log->info("engine: " + core.EngineDescription());
    else
      log->warn("no engine yet (runs will report it): " + error);
  });
}

// The tenants of a server with tokens: one per token, sharing a core per distinct
// policy and limits. Null, the error written, when a token's policy is refused.
struct TokenTenants {
  std::vector<std::unique_ptr<Core>> cores;  // one per distinct policy and limits
  std::vector<mcp::HttpTenant> tenants;
  mcp::TokenVerifier verifier;
};
std::optional<TokenTenants> MakeTokenTenants(const ServerConfig& config, const Clock& clock,
                                             const std::shared_ptr<spdlog::logger>& log, Io& io) {
  auto key_of = [](const Policy& p) {
    const Limits& l = p.limits;
    const Limits& m = p.max_limits;
    return p.file + "|" + std::to_string(l.memory_mb) + "|" + std::to_string(l.cpus) + "|" +
           std::to_string(l.pids) + "|" + std::to_string(l.wall_seconds) + "|" +
           std::to_string(m.memory_mb) + "|" + std::to_string(m.cpus) + "|" +
           std::to_string(m.pids) + "|" + std::to_string(m.wall_seconds);
  };
  // Tokens with the same policy and limits share a core; each has its own quota of
  // sandbox sessions in it (an owner "token:NAME", mcp/http_server.h).
  struct Group {
    PolicyAndRules loaded;
    SessionLimits sessions;
  };
  std::vector<TokenEntry> tokens = LoadTokenFile(config.tokens);
  std::map<std::string, Group> groups;
  std::vector<std::string> key_of_token;
  for (const TokenEntry& token : tokens) {
    PolicyAndRules loaded =
        LoadPolicyAndRules({config.rules_dir, token.policy.empty() ? config.policy : token.policy});
    loaded.policy = PolicyForToken(loaded.policy, token);
    std::string key = key_of(loaded.policy);
    auto group = groups.find(key);
    if (group == groups.end()) {
      SessionLimits sessions;
      sessions.idle = std::chrono::seconds(config.session_idle_seconds);
      sessions.lifetime = std::chrono::seconds(config.session_lifetime_seconds);
      sessions.max_sessions = 0;
      group = groups.emplace(key, Group{std::move(loaded), std::move(sessions)}).first;
    }
    SessionLimits& limits = group->second.sessions;
    limits.per_owner["token:" + token.name] = static_cast<size_t>(token.max_sandbox_sessions);
    limits.max_sessions += static_cast<size_t>(token.max_sandbox_sessions);
    key_of_token.push_back(key);
  }
  TokenTenants out;
  std::map<std::string, SandboxCore*> by_key;
  for (auto& [key, group] : groups) {
    auto made =
        MakeCore(std::move(group.loaded), config, "-" + std::to_string(out.cores.size() + 1), false,
                 clock, log, io, group.sessions);
    if (!made) return std::nullopt;
    by_key[key] = made->core.get();
    out.cores.push_back(std::move(made));
  }
  for (size_t i = 0; i < tokens.size(); ++i) {
    const TokenEntry& token = tokens[i];
    SandboxCore* core = by_key[key_of_token[i]];
    out.verifier.Add(token.digest, out.tenants.size());
    out.tenants.push_back({.name = token.name,
                           .core = core,
                           .max_runs = static_cast<size_t>(token.max_runs),
                           .max_analyses = static_cast<size_t>(token.max_analyses),
                           .max_sessions = static_cast<size_t>(token.max_sessions)});
    log->info("token '" + token.name + "': " + DescribeToken(token, core->policy()));
  }
  return out;
}

// Streamable HTTP until a signal: the address is bound before this returns a port to
// log, and the signal thread's flag stops the server.
int ServeHttp(mcp::HttpServer& server, const mcp::HttpOptions& options,
              const std::atomic<bool>& stop, const std::shared_ptr<spdlog::logger>& log, Io& io) {
  int port = 0;
  try {
    port = server.Bind();
  } catch (const mcp::HttpError& e) {
    io.err << "cordon serve: " << e.what() << "\n";
    return kExitError;
  }
  std::string host =
      options.host.find(':') != std::string::npos ? "[" + options.host + "]" : options.host;
  log->info(std::string("MCP Streamable HTTP at ") +
            (options.tls_cert.empty() ? "http://" : "https://") + host + ":" +
            std::to_string(port) + "/mcp");
  std::jthread stopper([&server, &stop](const std::stop_token& token) {
    while (!token.stop_requested() && !stop)
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    server.Stop();
  });
  server.Serve();
  log->info("stopping on signal");
  return kExitClean;
}

int RunServe(const ServeFlags& flags, Io& io) {
  ServerConfig config;
  try {
    config = Resolve(flags);
  } catch (const MountError& e) {
    io.err << "cordon serve: " << e.what() << "\n";
    return kExitError;
  } catch (const SecretError& e) {
    io.err << "cordon serve: " << e.what() << "\n";
    return kExitError;
  }
  mcp::HttpOptions http_options;
  if (flags.http.empty() && (!config.tokens.empty() || !config.tls_cert.empty())) {
    io.err << "cordon serve: tokens and TLS are for Streamable HTTP: add --http HOST:PORT (or "
              "remove them from the config's `http:` section to serve stdio)\n";
    return kExitError;
  }
  if (!flags.http.empty()) {
    try {
      std::tie(http_options.host, http_options.port) =
          mcp::ParseHttpAddress(flags.http, !config.tokens.empty());
    } catch (const mcp::HttpError& e) {
      io.err << "cordon serve: " << e.what() << "\n";
      return kExitError;
    }
    http_options.tls_cert = config.tls_cert;
    http_options.tls_key = config.tls_key;
    http_options.connection.per_address = static_cast<size_t>(config.http_connections_per_address);
    http_options.max_analyses = static_cast<size_t>(config.max_analyses);
  }
  auto log = StderrLogger(config.log_level);
  PolicyAndRules loaded = LoadPolicyAndRules({config.rules_dir, config.policy});
  log->info("policy '" + loaded.policy.name + "' from " + loaded.policy.file +
            (config.file.empty() ? "" : "; config " + config.file));

  // A client that goes away must not kill the server mid-run (containers would be left
  // for the next start's sweep): a write to its closed pipe fails instead, and reading
  // then sees the end of input.
  signal(SIGPIPE, SIG_IGN);
  std::atomic<bool> stop{false};
  SignalsToFlag signals(stop, 143);
  SteadyClock clock;
  {
    std::unique_ptr<Core> server_core =
        MakeCore(std::move(loaded), config, "", /*strict=*/true, clock, log, io);
    if (!server_core) return kExitError;
    SandboxCore& service = *server_core->core;
    if (!config.tokens.empty()) {
      // Every caller is a token's: the server's own core serves none of them, but it is
      // what a token without a policy of its own shares its policy with.
      std::optional<TokenTenants> tenants = MakeTokenTenants(config, clock, log, io);
      if (!tenants) return kExitError;
      if (!mcp::IsLoopbackAddress(http_options.host) && http_options.tls_cert.empty()) {
        log->warn(
            "serving beyond the loopback without TLS: tokens cross the network in clear "
            "text; give --tls-cert/--tls-key or put a TLS proxy in front");
      }
      std::vector<std::jthread> warm;
      for (const auto& c : tenants->cores) warm.push_back(Warm(*c->core, log));
      mcp::HttpServer server(std::move(tenants->tenants), std::move(tenants->verifier),
                             http_options, clock,
                             [log](const std::string& level, const std::string& text) {
                               log->log(spdlog::level::from_str(level), text);
                             });
      return ServeHttp(server, http_options, stop, log, io);
    }
    std::jthread warm = Warm(service, log);
    if (!flags.http.empty()) {
      mcp::HttpServer server(service, http_options, clock,
                             [log](const std::string& level, const std::string& text) {
                               log->log(spdlog::level::from_str(level), text);
                             });
      return ServeHttp(server, http_options, stop, log, io);
    }
    mcp::McpServer server(service);
    mcp::StdioTransport transport(STDIN_FILENO, STDOUT_FILENO, kMaxLine, stop);
    mcp::ServerLoopLimits limits;
    limits.runs = {static_cast<size_t>(config.max_runs), static_cast<size_t>(config.max_queued)};
    limits.analyses = {static_cast<size_t>(config.max_analyses),
                       static_cast<size_t>(config.max_queued)};
    mcp::ServerLoop loop(server, transport, limits);
    loop.Run();
    log->info(stop ? "stopping on signal" : "end of input; stopping");
  }  // the service removes its containers here
  io.err.flush();
  return kExitClean;
}

int RunDoctor(const ServeFlags& flags, Io& io) {
  bool ok = true;
  auto line = [&](bool good, const std::string& what, const std::string& detail) {
    io.out << (good ? "ok    " : "FAIL  ") << what << ": " << detail << "\n";
    ok = ok && good;
  };
  ServerConfig config;
  try {
    config = Resolve(flags);
  } catch (const ConfigError& e) {
    line(false, "config", e.what());
    return kExitError;
  } catch (const MountError& e) {
    line(false, "mounts", e.what());
    return kExitError;
  } catch (const SecretError& e) {
    line(false, "secrets", e.what());
    return kExitError;
  }
  std::string searched;
  for (const auto& p : config.searched) searched += (searched.empty() ? "" : ", ") + p;
  io.out << "      config file: " << (config.file.empty() ? "none found" : config.file)
         << " (searched " << searched << ")\n";
  std::string rules_dir = ResolveRulesDir(config.rules_dir);
  IsolationRequest isolation;
  int64_t memory_mb = 0;  // the policy's memory limit: what each warm container may take
  try {
    PolicyAndRules loaded = LoadPolicyAndRules({config.rules_dir, config.policy});
    line(true, "rules", rules_dir + " (" + std::to_string(loaded.rules.rules().size()) + " rules)");
    line(true, "policy", loaded.policy.name + " from " + loaded.policy.file);
    std::string refused;
    for (const auto& c : loaded.policy.RuntimeRefusals())
      refused += (refused.empty() ? "" : ", ") + c;
    io.out << "      runtime layer: " << (refused.empty() ? "off" : "refuses " + refused)
           << " (docs/runtime-policy.md)\n";
    isolation = loaded.policy.isolation;
    memory_mb = loaded.policy.limits.memory_mb;
    if (const Limits& limits = loaded.policy.limits; limits.network) {
      if (limits.network_allow.empty()) {
        io.out << "      network: on, unrestricted (the engine's bridge)\n";
      } else if (isolation.level == Isolation::kGvisor) {
        line(false, "network",
             "the policy lists destinations, which go through cordon's proxy on the host, and "
             "asks for gVisor, which cannot reach it: use isolation: runc with an allow list");
      } else {
        std::string allow;
        for (const auto& entry : limits.network_allow) {
          allow += (allow.empty() ? "" : ", ") + entry.Text();
        }
        // The proxy's socket is made and removed here, as serve will make it.
        try {
          std::string dir = DefaultEgressDir(Env);
          StartEgressProxy(dir, "cordon-doctor-" + std::to_string(getpid()));
          line(true, "network",
               "only to " + allow + ", through cordon's proxy (socket under " + dir +
                   ", docs/network.md)");
        } catch (const EngineError& e) {
          line(false, "network", e.what());
        }
      }
    }
    // Each project folder on its own, so every refusal shows.
    for (const auto& request : config.mounts) {
      try {
        for (const auto& m :
             ResolveMounts({request}, MountHostFromSystem(Env), loaded.policy.writable_mounts)) {
          line(true, "mount",
               m.source + " at " + m.target + (m.writable ? " (writable)" : " (read-only)"));
        }
      } catch (const MountError& e) {
        line(false, "mount", e.what());
      }
    }
    // Each secret on its own too, by name: the value is read and checked, never shown.
    for (const auto& source : config.secrets) {
      try {
        auto secret = ResolveSecrets({source}, Env, RealFileSystem(), loaded.policy);
        line(true, "secret",
             source.name + " from " +
                 (source.env.empty() ? "file " + source.file
                                     : "environment variable " + source.env) +
                 " (" + std::to_string(secret[0].value.size()) + " bytes, " +
                 "granted by policy '" + loaded.policy.name + "')");
      } catch (const SecretError& e) {
        line(false, "secret", e.what());
      }
    }
  } catch (const ConfigError& e) {
    line(false, "rules/policy", e.what());
  }
  if (!config.tokens.empty()) {
    // Each token on its own, by name: its policy must load and its limits fit it.
    try {
      for (const TokenEntry& token : LoadTokenFile(config.tokens)) {
        try {
          Policy policy = PolicyForToken(
              LoadPolicyAndRules(
                  {config.rules_dir, token.policy.empty() ? config.policy : token.policy})
                  .policy,
              token);
          line(true, "token", token.name + ": " + DescribeToken(token, policy));
        } catch (const ConfigError& e) {
          line(false, "token", token.name + ": " + e.what());
        }
      }
    } catch (const ConfigError& e) {
      line(false, "tokens", e.what());
    }
  }
  for (const auto& [what, path] :
       {std::pair{"tls certificate", config.tls_cert}, std::pair{"tls key", config.tls_key}}) {
    if (path.empty()) continue;
    std::ifstream pem(path);
    std::string first;
    std::getline(pem, first);
    bool good = pem && first.rfind("-----BEGIN ", 0) == 0;
    line(good, what, path + (good ? " (PEM)" : ": not a readable PEM file"));
  }
  try {
    SeccompProfile profile = LoadInstalledSeccompProfile();
    line(true, "seccomp", profile.path);
  } catch (const ConfigError& e) {
    line(false, "seccomp", e.what());
  }
  try {
    line(true, "offline /etc", InstalledOfflineEtc() + " (hosts, resolv.conf)");
  } catch (const ConfigError& e) {
    line(false, "offline /etc", e.what());
  }
  try {
    EngineHandle handle = ConnectHandle(config.engine, isolation);
    line(true, "engine", handle.description);
    if (handle.isolation != Isolation::kGvisor) {
      // Whether the stronger level would work here (it starts a second connection).
      try {
        ConnectHandle(config.engine, {Isolation::kGvisor, false});
        io.out << "      gvisor: available (a policy with `isolation: gvisor` gets it)\n";
      } catch (const EngineError& e) {
        io.out << "      gvisor: " << e.what() << "\n";
      }
    }
    for (const auto& image : {config.python_image, config.javascript_image}) {
      bool exists = handle.engine->ImageExists(image);
      line(exists, "image",
           image + (exists ? " is there" : " is missing: run `cordon image build`"));
      if (config.python_image == config.javascript_image) break;
    }
  } catch (const EngineError& e) {
    line(false, "engine", e.what());
  }
  try {
    HostAdmission admission = HostAdmissionFor(config, Env);
    line(true, "host admission",
         admission.directory() + ": " + DescribeUsage(admission.InUse(), admission.limits()) +
             " in use by cordon on this host");
  } catch (const EngineError& e) {
    line(false, "host admission", e.what());
  }
  int pool_max = std::max(config.pool, config.pool_max);
  io.out << "      warm pool: " << config.pool;
  if (config.pool > 0 && pool_max > config.pool) {
    io.out << " to " << pool_max << " per language (more while parallel calls come, back after "
           << config.pool_idle_seconds << " s idle; at most " << 2 * pool_max
           << " idle containers per server, each counted against the host limit"
           << (memory_mb > 0 ? ", up to " + std::to_string(int64_t{2} * pool_max * memory_mb) +
                                   " MiB at the policy's memory limit"
                             : std::string())
           << ")";
  } else {
    io.out << " per language";
  }
  io.out << "; sessions: up to " << config.max_sessions << ", idle " << config.session_idle_seconds
         << " s, lifetime " << config.session_lifetime_seconds << " s\n";
  io.out << "      MCP: `cordon serve` (or code-sandbox-mcp) on stdio, or `--http HOST:PORT`"
         << (config.tokens.empty() ? " on the loopback" : " with the tokens above")
         << ", protocol 2024-11-05 to 2025-11-25 and 2026-07-28\n";
  return ok ? kExitClean : kExitError;
}

void AddFlags(CLI::App* cmd, ServeFlags& f) {
  cmd->add_option("--policy", f.policy,
                  "Policy name or file (default: config, $CORDON_POLICY, then default)");
  cmd->add_option("--rules", f.rules_dir, "Rules folder");
  cmd->add_option("--engine", f.engine, "podman, docker or auto")
      ->check(CLI::IsMember({"podman", "docker", "auto"}));
  cmd->add_option("--image", f.image, "Sandbox image for both languages");
  cmd->add_option("--pool", f.pool, "Warm containers per language (0 turns the pool off)");
  cmd->add_option("--pool-max", f.pool_max,
                  "Warm containers per language while parallel calls keep coming (default 4)")
      ->check(CLI::Range(0, kMaxPool));
  cmd->add_option("--mount", f.mounts,
                  "Project folder HOST:PATH[:ro|rw] for every sandbox (PATH under /work; "
                  "read-only unless rw and the policy's writable_mounts; repeatable)");
  cmd->add_option("--secret", f.secrets,
                  "Secret NAME (from the host's variable NAME) or NAME=VAR, passed into every "
                  "run's environment when the policy grants it, redacted from results "
                  "(repeatable)");
  cmd->add_option("--log-level", f.log_level, "stderr log level: debug, info, warning, error, off")
      ->check(CLI::IsMember({"debug", "info", "warning", "error", "off"}));
  cmd->add_option("--http", f.http,
                  "Serve MCP's Streamable HTTP at HOST:PORT (endpoint /mcp) instead of stdio; "
                  "the loopback only (127.0.0.1, [::1], localhost) unless --tokens");
  cmd->add_option("--tokens", f.tokens,
                  "With --http: callers need a bearer token from this file, each with its "
                  "own policy and caps (`cordon token add`; docs/http.md)");
  cmd->add_option("--tls-cert", f.tls_cert, "With --http: serve HTTPS with this PEM certificate");
  cmd->add_option("--tls-key", f.tls_key, "With --http: the PEM key of --tls-cert");
}

}  // namespace

void AddServeCommands(CLI::App& app, std::function<int(Io&)>& run) {
  auto flags = std::make_shared<ServeFlags>();
  CLI::App* serve = app.add_subcommand(
      "serve", "Run the MCP server on stdio (for Claude Code, Gemini CLI, Cursor, ...)");
  AddFlags(serve, *flags);
  serve->callback([flags, &run] { run = [flags](Io& io) { return RunServe(*flags, io); }; });

  auto doctor_flags = std::make_shared<ServeFlags>();
  CLI::App* doctor = app.add_subcommand(
      "doctor", "Check the engine, image, rules and config `cordon serve` would use");
  AddFlags(doctor, *doctor_flags);
  doctor->callback([doctor_flags, &run] {
    run = [doctor_flags](Io& io) { return RunDoctor(*doctor_flags, io); };
  });
}

}  // namespace cordon::cli
