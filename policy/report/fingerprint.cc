#include "policy/report/fingerprint.h"

#include <cstdint>
#include <cstdio>
#include <string_view>

namespace cordon {

std::string LineFingerprint(const Finding& f) {
  uint64_t h = 1469598103934665603ull;
  auto mix = [&](std::string_view s) {
    for (unsigned char c : s) {
      h ^= c;
      h *= 1099511628211ull;
    }
    h ^= 0xff;
    h *= 1099511628211ull;
  };
  mix(f.rule_id);
  std::string line;
  for (char c : f.source_line) {
    if (c != ' ' && c != '\t') line += c;  // whitespace changes keep the fingerprint
  }
  mix(line);
  char out[32];
  std::snprintf(out, sizeof out, "%016llx:1", static_cast<unsigned long long>(h));
  return out;
}

}  // namespace cordon
