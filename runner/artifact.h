// What a file the run produced is, judged from its name and its bytes.
#pragma once

#include <string>

#include "runner/run_result.h"

namespace cordon {

// image/png and image/jpeg only when the bytes carry that format's signature;
// image/svg+xml, application/json, text/csv, text/html, text/markdown, text/plain for
// well-formed UTF-8 text by extension; application/octet-stream for anything else.
std::string MimeTypeFor(const std::string& path, const std::string& content);

// The type a name suggests, for a file whose bytes were not collected.
std::string MimeTypeFromName(const std::string& path);

}  // namespace cordon
