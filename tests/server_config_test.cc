#include "cli/server_config.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>

#include "analyzer/config_error.h"

using namespace cordon;
using namespace cordon::cli;

namespace {

struct Scratch {
  std::filesystem::path dir =
      std::filesystem::temp_directory_path() /
      ("cordon-config-" + std::to_string(reinterpret_cast<uintptr_t>(this)));
  std::map<std::string, std::string> vars;
  Scratch() { std::filesystem::create_directories(dir / "xdg/cordon"); }
  ~Scratch() { std::filesystem::remove_all(dir); }
  void Write(const std::string& text) { std::ofstream(dir / "xdg/cordon/config.yaml") << text; }
  Environment Env() {
    vars["XDG_CONFIG_HOME"] = (dir / "xdg").string();
    return [this](const char* name) -> const char* {
      auto it = vars.find(name);
      return it == vars.end() ? nullptr : it->second.c_str();
    };
  }
};

}  // namespace

TEST_CASE("the config search path", "[config]") {
  std::map<std::string, std::string> vars = {{"HOME", "/home/u"}};
  auto env = [&](const char* name) -> const char* {
    auto it = vars.find(name);
    return it == vars.end() ? nullptr : it->second.c_str();
  };
  CHECK(ConfigSearchPath(env) ==
        std::vector<std::string>{"/home/u/.config/cordon/config.yaml", "/etc/cordon/config.yaml"});
  vars["CORDON_CONFIG"] = "/x/c.yaml";
  vars["XDG_CONFIG_HOME"] = "/xdg";
  CHECK(ConfigSearchPath(env) == std::vector<std::string>{"/x/c.yaml", "/xdg/cordon/config.yaml",
                                                          "/etc/cordon/config.yaml"});
}

TEST_CASE("a config file sets serve's options, and the environment wins over it", "[config]") {
  Scratch s;
  s.Write(
      "policy: strict\nengine: docker\nimage: my/sandbox:1\npool: 3\n"
      "sessions: {idle_seconds: 60, lifetime_seconds: 600, max: 2}\n");
  ServerConfig c = LoadServerConfig(s.Env());
  CHECK(c.file == (s.dir / "xdg/cordon/config.yaml").string());
  CHECK(c.policy == "strict");
  CHECK(c.engine == "docker");
  CHECK(c.python_image == "my/sandbox:1");
  CHECK(c.javascript_image == "my/sandbox:1");
  CHECK(c.pool == 3);
  CHECK(c.session_idle_seconds == 60);
  CHECK(c.max_sessions == 2);
  s.vars["CORDON_POLICY"] = "permissive";
  s.vars["CORDON_POOL"] = "0";
  s.vars["CORDON_JAVASCRIPT_IMAGE"] = "node:22-slim";
  ServerConfig e = LoadServerConfig(s.Env());
  CHECK(e.policy == "permissive");
  CHECK(e.pool == 0);
  CHECK(e.javascript_image == "node:22-slim");
  CHECK(e.python_image == "my/sandbox:1");
}

TEST_CASE("the host-wide admission: config file, environment, machine defaults", "[config]") {
  Scratch s;
  s.Write("");
  HostAdmission defaults = HostAdmissionFor(LoadServerConfig(s.Env()), s.Env());
  CHECK(defaults.limits().max_sandboxes == DefaultHostLimits().max_sandboxes);
  CHECK(defaults.limits().max_memory_bytes == DefaultHostLimits().max_memory_bytes);
  CHECK(defaults.directory() == DefaultAdmissionDir(s.Env()));
  s.Write("host: {sandboxes: 6, memory_mb: 4096, dir: /srv/cordon-admission}\n");
  HostAdmission file = HostAdmissionFor(LoadServerConfig(s.Env()), s.Env());
  CHECK(file.limits().max_sandboxes == 6);
  CHECK(file.limits().max_memory_bytes == int64_t{4096} << 20);
  CHECK(file.directory() == "/srv/cordon-admission");
  s.vars["CORDON_HOST_SANDBOXES"] = "0";  // no limit on the count
  s.vars["CORDON_HOST_DIR"] = "/tmp/elsewhere";
  HostAdmission env = HostAdmissionFor(LoadServerConfig(s.Env()), s.Env());
  CHECK(env.limits().max_sandboxes == 0);
  CHECK(env.limits().max_memory_bytes == int64_t{4096} << 20);
  CHECK(env.directory() == "/tmp/elsewhere");
  s.vars["CORDON_HOST_MEMORY_MB"] = "-5";
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()),
                    "CORDON_HOST_MEMORY_MB: must be a whole number of at least 0, found '-5'");
  s.vars.erase("CORDON_HOST_MEMORY_MB");
  s.Write("host: {sandbox: 6}\n");
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()), Catch::Contains("unknown key 'sandbox'") &&
                                                   Catch::Contains("did you mean 'sandboxes'"));
}

TEST_CASE("config mistakes are errors with their position", "[config]") {
  Scratch s;
  s.Write("policy: default\npoool: 2\n");
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()),
                    Catch::Contains("config.yaml:2:1: unknown key 'poool'") &&
                        Catch::Contains("did you mean 'pool'"));
  s.Write("engine: lxc\n");
  CHECK_THROWS_WITH(
      LoadServerConfig(s.Env()),
      Catch::EndsWith("config.yaml:1:9: 'engine' must be podman, docker or auto, found 'lxc'"));
  s.Write("pool: -1\n");
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()),
                    Catch::Contains("'pool' must be a whole number of at least 0"));
  s.Write("");
  s.vars["CORDON_POOL"] = "many";
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()),
                    "CORDON_POOL: must be a whole number of at least 0, found 'many'");
  s.vars.erase("CORDON_POOL");
  s.vars["CORDON_ENGINE"] = "lxc";
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()),
                    "CORDON_ENGINE: must be podman, docker or auto, found 'lxc'");
  s.vars["CORDON_CONFIG"] = "/nonexistent/cordon.yaml";
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()),
                    "/nonexistent/cordon.yaml: CORDON_CONFIG names a file that does not exist");
}

TEST_CASE("project folders in the config file, relative to its folder", "[config][mounts]") {
  Scratch s;
  s.Write(
      "mounts:\n"
      "  - {host: ./data, path: /work/data}\n"
      "  - host: /srv/out\n"
      "    path: out\n"
      "    mode: rw\n");
  ServerConfig c = LoadServerConfig(s.Env());
  REQUIRE(c.mounts.size() == 2);
  const std::string file = (s.dir / "xdg/cordon/config.yaml").string();
  CHECK(c.mounts[0].host == "./data");
  CHECK(c.mounts[0].path == "/work/data");
  CHECK_FALSE(c.mounts[0].writable);
  CHECK(c.mounts[0].base_dir == (s.dir / "xdg/cordon").string());
  CHECK(c.mounts[0].origin == file + ":2:5");
  CHECK(c.mounts[1].writable);
  CHECK(c.mounts[1].origin == file + ":3:5");

  s.Write("mounts:\n  - {host: ./data, path: /work/data, mode: rx}\n");
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()), file + ":2:44: 'mode' must be ro or rw, found 'rx'");
  s.Write("mounts:\n  - {host: ./data, target: /work/data}\n");
  CHECK_THROWS_AS(LoadServerConfig(s.Env()), ConfigError);
  s.Write("mounts: ./data\n");
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()),
                    file + ":1:9: 'mounts' must be a list of {host, path, mode}");
}

TEST_CASE("secrets in the config file: from the environment or a file beside it",
          "[config][secrets]") {
  Scratch s;
  s.Write(
      "secrets:\n"
      "  OPENAI_API_KEY: {env: OPENAI_API_KEY}\n"
      "  DB_PASSWORD:\n"
      "    file: db.pass\n");
  ServerConfig c = LoadServerConfig(s.Env());
  const std::string file = (s.dir / "xdg/cordon/config.yaml").string();
  REQUIRE(c.secrets.size() == 2);
  CHECK(c.secrets[0].name == "OPENAI_API_KEY");
  CHECK(c.secrets[0].env == "OPENAI_API_KEY");
  CHECK(c.secrets[0].origin == file + ":2:3");
  CHECK(c.secrets[1].file == "db.pass");
  CHECK(c.secrets[1].base_dir == (s.dir / "xdg/cordon").string());
  // Read through the policy's grant, relative to the config file's folder.
  std::ofstream(s.dir / "xdg/cordon/db.pass") << "hunter2-but-longer\n";
  s.vars["OPENAI_API_KEY"] = "sk-abcdef";
  Policy any;
  any.any_secret = true;
  auto secrets = ResolveSecrets(c.secrets, s.Env(), RealFileSystem(), any);
  REQUIRE(secrets.size() == 2);
  CHECK(secrets[1].value == "hunter2-but-longer");

  s.Write("secrets:\n  KEY: {env: A, file: b}\n");
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()),
                    file + ":2:8: secret 'KEY' needs exactly one of env: VARIABLE or file: PATH");
  s.Write("secrets:\n  KEY: {from: A}\n");
  CHECK_THROWS_AS(LoadServerConfig(s.Env()), ConfigError);
  s.Write("secrets:\n  LD_PRELOAD: {env: A}\n");
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()),
                    Catch::StartsWith(file + ":2:3: in 'secrets': 'LD_PRELOAD' configures"));
  s.Write("secrets: [KEY]\n");
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()),
                    file + ":1:10: 'secrets' must map names to {env: VARIABLE} or {file: PATH}");
}

TEST_CASE("a value written where its source belongs is refused without being repeated",
          "[config][secrets]") {
  Scratch s;
  const std::string file = (s.dir / "xdg/cordon/config.yaml").string();
  s.Write("secrets:\n  KEY: sk-live-abcdef123456\n");
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()),
                    file +
                        ":2:8: secret 'KEY' must be {env: VARIABLE} or {file: PATH}: where the "
                        "value is, not the value itself");
  s.Write("secrets:\n  KEY: {env: sk-live-abcdef123456}\n");
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()),
                    file +
                        ":2:14: secret 'KEY': env: takes the name of cordon's environment "
                        "variable that holds the value, not the value");
  s.Write("secrets:\n  KEY: {env: A}\n  KEY: {env: B}\n");
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()),
                    file + ":3:3: secret 'KEY' is declared twice; keep one");
}

TEST_CASE("serve gives every declared secret, run only those named, and flags agree",
          "[config][secrets]") {
  std::vector<SecretSource> declared = {{"DB", "", "db.pass", "/etc/cordon", "c:2:3"},
                                        {"API", "API_VAR", "", "", "c:3:3"}};
  auto names = [](const std::vector<SecretSource>& sources) {
    std::vector<std::string> out;
    for (const auto& s : sources) out.push_back(s.name + "<" + s.env + s.file + ">");
    return out;
  };
  using V = std::vector<std::string>;
  CHECK(names(SelectSecrets(declared, {}, true)) == V{"DB<db.pass>", "API<API_VAR>"});
  CHECK(names(SelectSecrets(declared, {}, false)).empty());
  // A bare NAME takes the config's declaration in both; NAME=VAR always the variable.
  CHECK(names(SelectSecrets(declared, {"DB"}, false)) == V{"DB<db.pass>"});
  CHECK(names(SelectSecrets(declared, {"DB"}, true)) == V{"API<API_VAR>", "DB<db.pass>"});
  CHECK(names(SelectSecrets(declared, {"API=OTHER", "NEW"}, false)) == V{"API<OTHER>", "NEW<NEW>"});
  CHECK_THROWS_WITH(SelectSecrets(declared, {"DB", "DB=X"}, false),
                    "--secret DB=X: the secret DB is named by two --secret flags; keep one");
}

TEST_CASE("the pool's bounds in the config file and the environment", "[config]") {
  Scratch s;
  const std::string file = (s.dir / "xdg/cordon/config.yaml").string();
  s.Write("pool: 2\npool_max: 6\npool_idle_seconds: 30\n");
  ServerConfig c = LoadServerConfig(s.Env());
  CHECK(c.pool == 2);
  CHECK(c.pool_max == 6);
  CHECK(c.pool_idle_seconds == 30);
  s.vars["CORDON_POOL_MAX"] = "3";
  CHECK(LoadServerConfig(s.Env()).pool_max == 3);
  s.vars.erase("CORDON_POOL_MAX");
  s.Write("pool_max: 17\n");
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()),
                    file +
                        ":1:11: 'pool_max' must be at most 16 (warm containers per language, "
                        "each holding host memory)");
  s.Write("pool_idle_seconds: 0\n");
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()),
                    Catch::Contains("'pool_idle_seconds' must be a whole number of at least 1"));
}

TEST_CASE("the http section: the token file and TLS files beside the config", "[config][tokens]") {
  Scratch s;
  s.Write("http:\n  tokens: tokens.yaml\n  tls_cert: /etc/ssl/cert.pem\n  tls_key: key.pem\n");
  ServerConfig c = LoadServerConfig(s.Env());
  CHECK(c.tokens == (s.dir / "xdg/cordon/tokens.yaml").string());
  CHECK(c.tls_cert == "/etc/ssl/cert.pem");
  CHECK(c.tls_key == (s.dir / "xdg/cordon/key.pem").string());
  CHECK(c.http_connections_per_address == 8);
  s.Write("http:\n  token: tokens.yaml\n");
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()), Catch::Contains("did you mean 'tokens'"));
  // Behind a reverse proxy every connection comes from its address.
  s.Write("http:\n  max_connections_per_address: 64\n");
  CHECK(LoadServerConfig(s.Env()).http_connections_per_address == 64);
  s.Write("http:\n  max_connections_per_address: -1\n");
  CHECK_THROWS_WITH(LoadServerConfig(s.Env()),
                    Catch::Contains("'max_connections_per_address' must be a whole number of at "
                                    "least 0"));
}
