#include "cli/token_file.h"

#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "analyzer/config_error.h"
#include "tests/support/mcp_fixture.h"
#include "tests/support/scratch_folder.h"

using namespace cordon;
using namespace cordon::cli;

namespace {

const std::string kDigest = mcp::DigestHex(mcp::HashToken("cdn_example"));

}  // namespace

TEST_CASE("token file: entries with their policies, caps and limits", "[tokens]") {
  auto entries = ParseTokenFile(
      "tokens:\n"
      "  - name: ci-agent\n"
      "    sha256: " +
          kDigest +
          "\n"
          "    policy: strict\n"
          "    max_runs: 2\n"
          "    limits: {memory_mb: 256, cpus: 0.5, wall_seconds: 10}\n"
          "  - name: alice\n"
          "    sha256: " +
          mcp::DigestHex(mcp::HashToken("other")) +
          "\n"
          "    policy: policies/mine.yaml\n",
      "/etc/cordon/tokens.yaml");
  REQUIRE(entries.size() == 2);
  CHECK(entries[0].name == "ci-agent");
  CHECK(entries[0].digest == mcp::HashToken("cdn_example"));
  CHECK(entries[0].policy == "strict");
  CHECK(entries[0].max_runs == 2);
  CHECK(entries[0].max_sessions == kDefaultTokenSessions);
  CHECK(entries[0].limits.memory_mb == 256);
  CHECK(entries[0].limits.cpus == 0.5);
  CHECK_FALSE(entries[0].limits.pids);
  CHECK(entries[0].origin == "/etc/cordon/tokens.yaml:2:5");
  // A policy file is found beside the token file.
  CHECK(entries[1].policy == "/etc/cordon/policies/mine.yaml");
  CHECK(entries[1].max_runs == kDefaultTokenRuns);
}

TEST_CASE("token file: mistakes are errors with their position", "[tokens]") {
  auto error = [](const std::string& text) {
    try {
      ParseTokenFile(text, "t.yaml");
    } catch (const ConfigError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  std::string entry = "tokens:\n  - name: a\n    sha256: " + kDigest + "\n";
  CHECK_THAT(error(""), Catch::Contains("cordon token add"));
  CHECK_THAT(error("tokens: []\n"), Catch::Contains("at least one"));
  CHECK_THAT(error("tokenz: []\n"), Catch::Contains("did you mean 'tokens'"));
  // The token pasted where its digest goes: refused, and not repeated.
  std::string pasted = error("tokens:\n  - name: a\n    sha256: cdn_secretsecret\n");
  CHECK_THAT(pasted, Catch::StartsWith("t.yaml:3:13") && Catch::Contains("not the token"));
  CHECK(pasted.find("cdn_secretsecret") == std::string::npos);
  CHECK_THAT(
      error(entry + "  - name: a\n    sha256: " + mcp::DigestHex(mcp::HashToken("x")) + "\n"),
      Catch::Contains("named twice"));
  CHECK_THAT(error(entry + "  - name: b\n    sha256: " + kDigest + "\n"),
             Catch::Contains("same sha256"));
  CHECK_THAT(error("tokens:\n  - name: 'a b'\n    sha256: " + kDigest + "\n"),
             Catch::Contains("letters, digits"));
  CHECK_THAT(error(entry + "    max_runs: 0\n"), Catch::Contains("max_runs"));
  CHECK_THAT(error(entry + "    limits: {memory_mb: .inf}\n"), Catch::Contains("memory_mb"));
  CHECK_THAT(error(entry + "    limits: {pids: 1.5}\n"), Catch::Contains("whole number"));
  CHECK_THAT(error(entry + "    limits: {network: true}\n"), Catch::Contains("network"));
  CHECK_THAT(error(entry + "    polcy: strict\n"), Catch::Contains("did you mean 'policy'"));
}

TEST_CASE("token file: a token's limits within its policy's maxima", "[tokens]") {
  testing::ShippedDefaultPolicy shipped;  // memory 512, at most 2048
  TokenEntry token;
  token.name = "t";
  token.origin = "t.yaml:2:5";
  token.limits.memory_mb = 256;
  token.limits.wall_seconds = 10;
  Policy p = PolicyForToken(shipped.policy, token);
  CHECK(p.limits.memory_mb == 256);
  CHECK(p.max_limits.memory_mb == 256);
  CHECK(p.limits.wall_seconds == 10);
  CHECK(p.limits.pids == shipped.policy.limits.pids);
  CHECK(p.max_limits.pids == shipped.policy.max_limits.pids);
  token.limits.memory_mb = 4096;
  CHECK_THROWS_WITH(PolicyForToken(shipped.policy, token),
                    Catch::StartsWith("t.yaml:2:5") && Catch::Contains("max_limits"));
}

TEST_CASE("token file: cordon token add appends a digest and returns the token once", "[tokens]") {
  testing::ScratchFolder scratch("cordon-tokens");
  std::filesystem::create_directories(scratch.path);
  std::string path = scratch.path + "/tokens.yaml";
  TokenEntry first;
  first.name = "alice";
  std::string a = AddToken(path, first);
  struct stat info {};
  REQUIRE(stat(path.c_str(), &info) == 0);
  CHECK((info.st_mode & 0777) == 0600);
  TokenEntry second;
  second.name = "bob";
  second.policy = "strict";
  second.max_runs = 1;
  std::string b = AddToken(path, second);
  auto entries = LoadTokenFile(path);
  REQUIRE(entries.size() == 2);
  CHECK(entries[0].digest == mcp::HashToken(a));
  CHECK(entries[1].digest == mcp::HashToken(b));
  CHECK(entries[1].policy == "strict");
  CHECK(entries[1].max_runs == 1);
  std::ifstream in(path);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(text.find(a) == std::string::npos);  // the token itself is stored nowhere
  CHECK(text.find(b) == std::string::npos);
  CHECK_THROWS_WITH(AddToken(path, first), Catch::Contains("already"));
  // A file others may write is refused: they could add themselves.
  std::filesystem::permissions(path, std::filesystem::perms::group_write,
                               std::filesystem::perm_options::add);
  CHECK_THROWS_WITH(LoadTokenFile(path), Catch::Contains("chmod go-w"));
  CHECK_THROWS_WITH(LoadTokenFile(scratch.path + "/none.yaml"), Catch::Contains("token add"));
  std::filesystem::permissions(path, std::filesystem::perms::group_write,
                               std::filesystem::perm_options::remove);
  // A link is not followed (what is checked is what is read).
  std::filesystem::create_symlink(path, scratch.path + "/link.yaml");
  CHECK_THROWS_WITH(LoadTokenFile(scratch.path + "/link.yaml"), Catch::Contains("symbolic link"));
  // A folder others may write (and not sticky): they could swap the file.
  std::filesystem::permissions(scratch.path, std::filesystem::perms::all);
  CHECK_THROWS_WITH(LoadTokenFile(path), Catch::Contains("its folder"));
  std::filesystem::permissions(scratch.path, std::filesystem::perms::sticky_bit,
                               std::filesystem::perm_options::add);
  CHECK(LoadTokenFile(path).size() == 2);  // sticky, as /tmp
  if (geteuid() == 0) {                    // another user's file: they could add themselves
    REQUIRE(chown(path.c_str(), 65534, 65534) == 0);
    CHECK_THROWS_WITH(LoadTokenFile(path), Catch::Contains("another user"));
  }
}
