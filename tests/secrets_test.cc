#include "runner/secrets.h"

#include <catch2/catch.hpp>
#include <map>

#include "tests/support/in_memory_file_system.h"

using namespace cordon;

namespace {

Policy Granting(std::vector<std::string> names) {
  Policy p;
  p.name = "mine";
  p.secrets = std::move(names);
  return p;
}

struct Host {
  std::map<std::string, std::string> variables;
  InMemoryFileSystem fs;
  std::function<const char*(const char*)> Env() const {
    return [this](const char* name) -> const char* {
      auto it = variables.find(name);
      return it == variables.end() ? nullptr : it->second.c_str();
    };
  }
};

std::string ErrorOf(const std::vector<SecretSource>& sources, const Host& host,
                    const Policy& policy) {
  try {
    ResolveSecrets(sources, host.Env(), host.fs, policy);
  } catch (const SecretError& e) {
    return e.what();
  }
  return "no error";
}

SecretSource FromEnv(const std::string& name, const std::string& var) {
  return {name, var, "", "", "--secret " + name};
}

}  // namespace

TEST_CASE("a --secret flag names the host's variable, the same or another", "[secrets]") {
  SecretSource same = ParseSecretFlag("OPENAI_API_KEY");
  CHECK(same.name == "OPENAI_API_KEY");
  CHECK(same.env == "OPENAI_API_KEY");
  SecretSource other = ParseSecretFlag("TOKEN=CI_DEPLOY_TOKEN");
  CHECK(other.name == "TOKEN");
  CHECK(other.env == "CI_DEPLOY_TOKEN");
  CHECK(other.origin == "--secret TOKEN=CI_DEPLOY_TOKEN");
  // What follows '=' may be the value itself, given by mistake: never repeated.
  const std::string advice =
      "=...: after '=' comes the name of the host's environment variable that holds the value "
      "(NAME=VAR), not the value itself";
  CHECK_THROWS_WITH(ParseSecretFlag("TOKEN="), "--secret TOKEN" + advice);
  CHECK_THROWS_WITH(ParseSecretFlag("TOKEN=sk-live-abc123"), "--secret TOKEN" + advice);
  CHECK_THROWS_WITH(ParseSecretFlag("TOKEN=A=B"), "--secret TOKEN" + advice);
  CHECK_THROWS_WITH(ParseSecretFlag("LD_PRELOAD=X"),
                    Catch::StartsWith("--secret LD_PRELOAD=...: 'LD_PRELOAD' configures"));
}

TEST_CASE("secrets come from the host's environment or a file", "[secrets]") {
  Host host;
  host.variables["CI_TOKEN"] = "tok-123456";
  host.fs.Add("/etc/cordon/key", "line one\nline two\n");  // one trailing newline dropped
  std::vector<SecretSource> sources = {FromEnv("TOKEN", "CI_TOKEN"),
                                       {"KEY", "", "key", "/etc/cordon", "config.yaml:3:3"}};
  auto secrets = ResolveSecrets(sources, host.Env(), host.fs, Granting({"TOKEN", "KEY"}));
  REQUIRE(secrets.size() == 2);
  CHECK(secrets[0].name == "TOKEN");
  CHECK(secrets[0].value == "tok-123456");
  CHECK(secrets[1].value == "line one\nline two");
  CHECK(SecretNames(secrets) == "TOKEN, KEY");
}

TEST_CASE("a secret the policy does not grant, or a bad value, is refused without its value",
          "[secrets]") {
  Host host;
  host.variables["SHORT"] = "abc";
  host.variables["GOOD"] = "value-long-enough";
  host.variables["BINARY"] = std::string("ok\xff\xfe-bytes");
  CHECK(ErrorOf({FromEnv("GOOD", "GOOD")}, host, Granting({})) ==
        "secret GOOD (--secret GOOD): policy 'mine' does not grant it; list it in the policy's "
        "secrets: [GOOD] (docs/secrets.md), or use a policy that does");
  CHECK(ErrorOf({FromEnv("MISSING", "MISSING")}, host, Granting({"MISSING"})) ==
        "secret MISSING (--secret MISSING): the environment variable MISSING is not set in "
        "cordon's environment; export it before starting cordon");
  CHECK(ErrorOf({FromEnv("SHORT", "SHORT")}, host, Granting({"SHORT"})) ==
        "secret SHORT (--secret SHORT): the value is shorter than 4 bytes, too short to redact "
        "from output without blanking ordinary text");
  std::string binary = ErrorOf({FromEnv("BINARY", "BINARY")}, host, Granting({"BINARY"}));
  CHECK(binary ==
        "secret BINARY (--secret BINARY): the value must be UTF-8 text without NUL bytes (an "
        "environment variable cannot hold others); base64-encode binary secrets");
  CHECK(ErrorOf({FromEnv("GOOD", "GOOD"), FromEnv("GOOD", "GOOD")}, host, Granting({"GOOD"})) ==
        "secret GOOD (--secret GOOD): declared twice; keep one");
  CHECK(ErrorOf({{"F", "", "nosuch", "/cfg", "config.yaml:4:3"}}, host, Granting({"F"}))
            .starts_with("secret F (config.yaml:4:3): cannot read /cfg/nosuch: "));
  host.fs.Add("/big", std::string(kMaxSecretBytes + 1, 'x'));
  CHECK(ErrorOf({{"BIG", "", "/big", "", "c:1:1"}}, host, Granting({"BIG"})) ==
        "secret BIG (c:1:1): the value is longer than 65536 bytes");
  // No message carries a value, whatever went wrong.
  for (const auto& [name, value] : host.variables) {
    CHECK(ErrorOf({FromEnv(name, name)}, host, Granting({})).find(value) == std::string::npos);
  }
}

TEST_CASE("a value that repeats itself cannot be redacted, and is refused", "[secrets]") {
  Host host;
  host.variables["REP"] = "abababab";
  host.variables["SAME"] = "xxxxxxxx";
  host.variables["FINE"] = "abcab-not-periodic";
  CHECK(ErrorOf({FromEnv("REP", "REP")}, host, Granting({"REP"})) ==
        "secret REP (--secret REP): the value repeats itself (a run of 2 bytes over and over): "
        "it cannot be told from ordinary output to redact it");
  CHECK(ErrorOf({FromEnv("SAME", "SAME")}, host, Granting({"SAME"})).find("a run of 1 byte ") !=
        std::string::npos);
  CHECK(ErrorOf({FromEnv("FINE", "FINE")}, host, Granting({"FINE"})) == "no error");
}
