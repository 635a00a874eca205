// libFuzzer target: a policy file's text through the loader, and the limits it gives
// through the runner's conversion. A policy is either valid with limits in range, or a
// ConfigError naming the file.
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>

#include "analyzer/config_error.h"
#include "policy/policy.h"
#include "runner/run_limits.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  cordon::Policy policy;
  try {
    policy = cordon::ParsePolicy(text, "fuzz.yaml");
  } catch (const cordon::ConfigError& e) {
    if (std::string(e.what()).rfind("fuzz.yaml", 0) != 0) __builtin_trap();
    return 0;
  }
  // What a request may ask for, at and past the policy's ceilings.
  const double nan = std::numeric_limits<double>::quiet_NaN();
  for (double asked : {0.5, policy.limits.wall_seconds, 1e300, nan, -1.0}) {
    for (cordon::LimitRequest request :
         {cordon::LimitRequest{asked, std::nullopt}, cordon::LimitRequest{std::nullopt, asked}}) {
      try {
        cordon::RunLimits limits = cordon::RunLimitsFrom(policy.LimitsFor(request));
        if (limits.memory_bytes <= 0 || limits.wall_time.count() <= 0) __builtin_trap();
      } catch (const cordon::RunRequestError&) {
      }
    }
  }
  return 0;
}
