#include "runner/seccomp_profile.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "analyzer/config_error.h"
#include "tests/support/in_memory_file_system.h"

using namespace cordon;

namespace {

const std::string kShipped = std::string(CORDON_SOURCE_DIR) + "/runner/seccomp.json";

SeccompProfile Shipped() {
  RealFileSystem fs;
  return LoadSeccompProfile(fs, kShipped);
}

// The syscalls the shipped profile refuses whatever their arguments, and with which errno.
std::map<std::string, int> Unconditional(const nlohmann::json& profile) {
  std::map<std::string, int> out;
  for (const auto& entry : profile["syscalls"]) {
    if (entry["action"] != "SCMP_ACT_ERRNO" || entry.contains("args")) continue;
    for (const auto& name : entry["names"]) out[name.get<std::string>()] = entry["errnoRet"];
  }
  return out;
}

}  // namespace

TEST_CASE("the shipped profile loads, with its absolute path and its text", "[seccomp_profile]") {
  SeccompProfile profile = Shipped();
  CHECK(profile.path == kShipped);
  CHECK(profile.json.find("\"defaultAction\"") != std::string::npos);
}

TEST_CASE("the shipped profile refuses the kernel surfaces a sandbox never needs",
          "[seccomp_profile]") {
  auto profile = nlohmann::json::parse(Shipped().json);
  auto denied = Unconditional(profile);
  constexpr int kEperm = 1, kEnosys = 38;
  for (const char* name : {"unshare",
                           "setns",
                           "io_uring_setup",
                           "io_uring_enter",
                           "io_uring_register",
                           "ptrace",
                           "process_vm_readv",
                           "process_vm_writev",
                           "keyctl",
                           "add_key",
                           "request_key",
                           "bpf",
                           "perf_event_open",
                           "userfaultfd",
                           "mount",
                           "pivot_root",
                           "kexec_load",
                           "init_module",
                           "finit_module",
                           "open_by_handle_at"}) {
    INFO(name);
    REQUIRE(denied.contains(name));
    CHECK(denied[name] == kEperm);
  }
  // clone3 hides its flags behind a pointer: ENOSYS sends the C library back to clone.
  CHECK(denied["clone3"] == kEnosys);
}

TEST_CASE("clone is refused for each namespace flag and nothing else", "[seccomp_profile]") {
  auto profile = nlohmann::json::parse(Shipped().json);
  std::set<uint64_t> flags;
  for (const auto& entry : profile["syscalls"]) {
    if (entry["names"] != nlohmann::json::array({"clone"})) continue;
    REQUIRE(entry["args"].size() == 1);
    const auto& arg = entry["args"][0];
    CHECK(arg["index"] == 0);
    CHECK(arg["op"] == "SCMP_CMP_MASKED_EQ");
    CHECK(arg["value"] == arg["valueTwo"]);  // (flags & bit) == bit
    flags.insert(arg["value"].get<uint64_t>());
  }
  // CLONE_NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET.
  CHECK(flags == std::set<uint64_t>{0x00020000, 0x02000000, 0x04000000, 0x08000000, 0x10000000,
                                    0x20000000, 0x40000000});
}

TEST_CASE("a profile that cannot be read or is not a profile is an error naming the file",
          "[seccomp_profile]") {
  InMemoryFileSystem fs;
  fs.Add("/p/not-json.json", "{defaultAction:");
  fs.Add("/p/list.json", "[]");
  fs.Add("/p/no-syscalls.json", R"({"defaultAction": "SCMP_ACT_ALLOW"})");
  auto message = [&](const std::string& path) {
    try {
      LoadSeccompProfile(fs, path);
    } catch (const ConfigError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK_THAT(message("/p/missing.json"),
             Catch::StartsWith("/p/missing.json: cannot read the seccomp profile") &&
                 Catch::Contains("CORDON_SECCOMP_PROFILE"));
  CHECK_THAT(message("/p/not-json.json"),
             Catch::StartsWith("/p/not-json.json: the seccomp profile is not JSON"));
  CHECK_THAT(message("/p/list.json"), Catch::StartsWith("/p/list.json: not a seccomp profile"));
  CHECK_THAT(message("/p/no-syscalls.json"), Catch::Contains("`syscalls` list"));
}

TEST_CASE("seccomp profile: gVisor's variant leaves out the rules that need another errno",
          "[seccomp]") {
  RealFileSystem fs;
  SeccompProfile shipped =
      LoadSeccompProfile(fs, std::string(CORDON_SOURCE_DIR) + "/runner/seccomp.json");
  std::string folder;
  {
    SeccompProfile gvisor = ForGvisor(shipped);
    REQUIRE(std::filesystem::exists(gvisor.path));
    folder = std::filesystem::path(gvisor.path).parent_path().string();
    CHECK((std::filesystem::status(folder).permissions() & std::filesystem::perms::others_read) ==
          std::filesystem::perms::none);
    auto before = nlohmann::json::parse(shipped.json)["syscalls"];
    auto after = nlohmann::json::parse(gvisor.json)["syscalls"];
    auto names = [](const nlohmann::json& rules) {
      std::multiset<std::string> all;
      for (const auto& r : rules)
        for (const auto& n : r["names"]) all.insert(n.get<std::string>());
      return all;
    };
    CHECK(after.size() + 1 == before.size());  // clone3's ENOSYS rule only
    CHECK(names(after).count("clone3") == 0);
    CHECK(names(after).count("clone") == names(before).count("clone"));
    CHECK(names(after).count("keyctl") == 1);
    CHECK(names(after).count("io_uring_setup") == 1);
    SeccompProfile copy = gvisor;  // the file lives as long as any copy
    gvisor = {};
    CHECK(std::filesystem::exists(copy.path));
  }
  CHECK_FALSE(std::filesystem::exists(folder));
  CHECK(ForGvisor({}).empty());
}
