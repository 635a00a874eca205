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
  if (f.span_hash != 0) {
    char span[17];
    std::snprintf(span, sizeof span, "%016llx", static_cast<unsigned long long>(f.span_hash));
    mix(span);
  } else {
    std::string line;  // a finding made without its lines: what it shows of them
    for (char c : f.source_line) {
      if (c != ' ' && c != '\t') line += c;
    }
    mix(line);
  }
  char out[32];
  std::snprintf(out, sizeof out, "%016llx:1", static_cast<unsigned long long>(h));
  return out;
}

}  // namespace cordon
