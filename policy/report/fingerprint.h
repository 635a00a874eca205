// A finding's stable identity across runs: what SARIF calls a partial fingerprint
// (primaryLocationLineHash) and what a baseline records (gate/baseline.h). It hashes the
// rule and the finding's whole lines (Finding::span_hash: every line of a multi-line
// call, the full line however long, whitespace runs kept as one space), so moving the
// lines, re-indenting them or editing other lines keeps it; any other change to the
// flagged lines makes a new finding. Identical lines in one file share a fingerprint:
// count them, do not dedupe.
#pragma once

#include <string>

#include "analyzer/finding.h"

namespace cordon {

// "0123456789abcdef:1": FNV-1a 64-bit in hex and the occurrence suffix SARIF viewers
// expect. Stable across platforms, compilers and cordon versions (std::hash is not).
std::string LineFingerprint(const Finding& finding);

}  // namespace cordon
