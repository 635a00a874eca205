// Runs a request the way SandboxCore does (the policy's verdict and limits first, then
// the runner), for tests that drive a Runner directly.
#pragma once

#include "analyzer/analyzer.h"
#include "policy/policy.h"
#include "policy/verdict.h"
#include "runner/runner.h"

namespace cordon::testing {

inline RunResult GatedRun(Runner& runner, const Analyzer& analyzer, const Policy& policy,
                          const RunRequest& request) {
  Verdict verdict = Evaluate(analyzer, policy, {"<snippet>", request.language, request.code});
  return runner.Run(request, verdict, RunLimitsFor(policy, request.limits));
}

}  // namespace cordon::testing
