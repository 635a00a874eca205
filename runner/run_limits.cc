#include "runner/run_limits.h"

#include <cmath>

namespace cordon {

RunLimits RunLimitsFrom(const Limits& l) {
  constexpr int64_t kMiB = int64_t{1} << 20;
  RunLimits r;
  r.memory_bytes = l.memory_mb * kMiB;
  r.nano_cpus = std::llround(l.cpus * 1e9);
  r.pids = l.pids;
  r.wall_time = std::chrono::milliseconds(std::llround(std::ceil(l.wall_seconds * 1000)));
  r.output_bytes = l.output_bytes;
  r.tmpfs_bytes = l.tmpfs_mb * kMiB;
  r.network = l.network;
  r.network_allow = l.network_allow;
  r.input_bytes = l.input_bytes;
  r.artifact_file_bytes = l.artifact_file_bytes;
  r.artifact_total_bytes = l.artifact_total_bytes;
  r.artifact_files = l.artifact_files;
  return r;
}

RunLimits RunLimitsFor(const Policy& policy, const LimitRequest& request) {
  RunLimits r = RunLimitsFrom(policy.LimitsFor(request));
  r.refused_capabilities = policy.RuntimeRefusals();
  r.network_policy = policy.name;
  return r;
}

}  // namespace cordon
