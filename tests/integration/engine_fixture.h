// What the integration tests share: the engine under test (CORDON_TEST_ENGINE, set at
// compile time; Docker on CORDON_DOCKER_SOCKET unless $DOCKER_HOST says otherwise), found
// the way cordon finds it, the sandbox image, the shipped seccomp profile, and policies
// loaded with their rules.
#pragma once

#include <unistd.h>

#include <cstdlib>
#include <string>

#include "analyzer/file_system.h"
#include "policy/policy.h"
#include "runner/engine_locator.h"
#include "runner/launcher_channel.h"
#include "runner/runner.h"
#include "runner/seccomp_profile.h"

namespace cordon::testing {

inline const std::string kImage = std::string("cordon-sandbox:") + CORDON_VERSION;

inline EngineConnection& Engine() {
  static EngineConnection connection = [] {
    setenv("DOCKER_HOST", "unix://" CORDON_DOCKER_SOCKET, /*overwrite=*/0);
    return ConnectEngine(CORDON_TEST_ENGINE, [](const char* n) { return std::getenv(n); });
  }();
  return connection;
}

// The profile cordon ships, as `cordon run` and `cordon serve` load it.
inline const SeccompProfile& Seccomp() {
  static const SeccompProfile profile = [] {
    RealFileSystem fs;
    return LoadSeccompProfile(fs, std::string(CORDON_SOURCE_DIR) + "/runner/seccomp.json");
  }();
  return profile;
}

// The hosts and resolv.conf of a sandbox with the network off, as cordon installs them.
inline const std::string kOfflineEtc = std::string(CORDON_SOURCE_DIR) + "/runner/offline";

// Where launchers' channels go (runner/launcher_channel.h), as `cordon serve` makes it.
inline const std::string& ChannelDir() {
  static const std::string dir = [] {
    std::string d = DefaultChannelDir([](const char* n) { return std::getenv(n); });
    PrepareChannelDir(d);
    return d;
  }();
  return dir;
}

// As `cordon serve` configures its runner: jobs through each launcher's channel.
inline RunnerConfig Config() {
  RunnerConfig config{kImage, kImage, "", "integration", Seccomp(), Isolation::kRunc, kOfflineEtc};
  config.channel_dir = ChannelDir();
  return config;
}

struct Loaded {
  Policy policy;
  RuleSet rules;
};
inline Loaded Load(const std::string& policy_spec) {
  RealFileSystem fs;
  std::string root = std::string(CORDON_SOURCE_DIR) + "/rules";
  Policy policy = LoadPolicy(fs, root, policy_spec);
  RuleSet rules = LoadRulesFor(fs, root, policy);
  return {std::move(policy), std::move(rules)};
}
// Containers this test process created that still exist.
inline size_t OurContainers() {
  size_t n = 0;
  for (const auto& c : Engine().engine->ListByLabel(kManagedLabel, "true")) {
    auto it = c.labels.find(kPidLabel);
    if (it != c.labels.end() && it->second == std::to_string(getpid())) ++n;
  }
  return n;
}

}  // namespace cordon::testing
