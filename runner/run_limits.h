// The limits one run is held to, in the runner's own units: bytes, nano-CPUs, a
// duration. Made from a policy's Limits (already range-checked when the policy was
// parsed, so no conversion here can overflow or meet a NaN).
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "policy/policy.h"

namespace cordon {

struct RunLimits {
  int64_t memory_bytes = 0;
  int64_t nano_cpus = 0;
  int64_t pids = 0;
  std::chrono::milliseconds wall_time{0};
  int64_t output_bytes = 0;  // per stream
  int64_t tmpfs_bytes = 0;
  bool network = false;
  // With entries: the network goes only through cordon's proxy, to these destinations
  // (runner/egress_proxy.h); `network_policy` names the policy in its refusals.
  std::vector<NetworkAllowEntry> network_allow;
  std::string network_policy;
  int64_t input_bytes = 0;
  int64_t artifact_file_bytes = 0;
  int64_t artifact_total_bytes = 0;
  int64_t artifact_files = 0;
  // What the program's interpreter and the kernel refuse while it runs (the policy's
  // RuntimeRefusals, docs/runtime-policy.md). The container carries them, since its
  // interpreter is started before the job.
  std::vector<std::string> refused_capabilities;

  // Whether a container made for `other` enforces the same limits (wall time, output
  // and file caps are enforced per run, not by the container).
  bool SameContainer(const RunLimits& other) const {
    return memory_bytes == other.memory_bytes && nano_cpus == other.nano_cpus &&
           pids == other.pids && tmpfs_bytes == other.tmpfs_bytes && network == other.network &&
           network_allow.empty() == other.network_allow.empty() &&
           refused_capabilities == other.refused_capabilities;
  }
};

// Limits alone: nothing refused at run time.
RunLimits RunLimitsFrom(const Limits& limits);
// What one call of a policy runs under: its limits with the request's overrides
// (Policy::LimitsFor, which throws RunRequestError) and its runtime refusals.
RunLimits RunLimitsFor(const Policy& policy, const LimitRequest& request);

}  // namespace cordon
