#include "runner/artifact.h"

#include <utf8proc.h>

#include <algorithm>
#include <cctype>

namespace cordon {
namespace {

std::string Extension(const std::string& path) {
  auto slash = path.find_last_of('/');
  auto dot = path.find_last_of('.');
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) return "";
  std::string ext = path.substr(dot + 1);
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return std::tolower(c); });
  return ext;
}

bool StartsWith(const std::string& s, std::string_view prefix) {
  return s.size() >= prefix.size() && s.compare(0, prefix.size(), prefix) == 0;
}

// Well-formed UTF-8 without NUL or control characters other than tab, newline, return.
bool LooksLikeText(const std::string& s) {
  const auto* bytes = reinterpret_cast<const utf8proc_uint8_t*>(s.data());
  utf8proc_ssize_t at = 0, size = static_cast<utf8proc_ssize_t>(s.size());
  while (at < size) {
    utf8proc_int32_t code_point;
    utf8proc_ssize_t length = utf8proc_iterate(bytes + at, size - at, &code_point);
    if (length <= 0) return false;
    if (code_point < 0x20 && code_point != '\t' && code_point != '\n' && code_point != '\r') {
      return false;
    }
    at += length;
  }
  return true;
}

}  // namespace

bool Artifact::IsText() const {
  return StartsWith(mime_type, "text/") || mime_type == "application/json" ||
         mime_type == "image/svg+xml";
}

std::string MimeTypeFor(const std::string& path, const std::string& content) {
  std::string ext = Extension(path);
  // Images are trusted only when their bytes agree with their name.
  if (ext == "png" && StartsWith(content, "\x89PNG\r\n\x1a\n")) return "image/png";
  if ((ext == "jpg" || ext == "jpeg") && StartsWith(content, "\xff\xd8\xff")) return "image/jpeg";
  if (!LooksLikeText(content)) return "application/octet-stream";
  if (ext == "svg" && content.find("<svg") != std::string::npos) return "image/svg+xml";
  if (ext == "json") return "application/json";
  if (ext == "csv") return "text/csv";
  if (ext == "html" || ext == "htm") return "text/html";
  if (ext == "md") return "text/markdown";
  return "text/plain";
}

std::string MimeTypeFromName(const std::string& path) {
  std::string ext = Extension(path);
  if (ext == "png") return "image/png";
  if (ext == "jpg" || ext == "jpeg") return "image/jpeg";
  if (ext == "svg") return "image/svg+xml";
  if (ext == "json") return "application/json";
  if (ext == "csv") return "text/csv";
  if (ext == "html" || ext == "htm") return "text/html";
  if (ext == "md") return "text/markdown";
  if (ext == "txt" || ext == "log") return "text/plain";
  return "application/octet-stream";
}

}  // namespace cordon
