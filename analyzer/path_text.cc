#include "analyzer/path_text.h"

#include <algorithm>
#include <string>
#include <vector>

namespace cordon {

std::string NormalizeAbsolute(std::string_view known, bool complete) {
  std::vector<std::string_view> segments;
  std::string_view tail;
  size_t start = 1;
  while (start <= known.size()) {
    size_t end = known.find('/', start);
    if (end == std::string_view::npos) {
      if (!complete) {
        tail = known.substr(start);
        break;
      }
      end = known.size();
    }
    std::string_view segment = known.substr(start, end - start);
    if (segment == "..") {
      if (!segments.empty()) segments.pop_back();  // "/.." is "/"
    } else if (!segment.empty() && segment != ".") {
      segments.push_back(segment);
    }
    start = end + 1;
  }
  std::string out;
  for (auto segment : segments) out += "/" + std::string(segment);
  if (!complete) return out + "/" + std::string(tail);
  return out.empty() ? "/" : out;
}

namespace {

// Whether a normalised absolute path is `root` or under it.
bool Under(std::string_view path, std::string_view root) {
  return path.starts_with(root) && (path.size() == root.size() || path[root.size()] == '/');
}

// The temporary directories are scratch space the sandbox gives every run (and what
// tempfile and os.tmpdir() hand out): using them is not leaving the working directory.
bool IsScratch(std::string_view normalized) {
  return Under(normalized, "/tmp") || Under(normalized, "/var/tmp") ||
         Under(normalized, "/dev/shm");
}

bool LeavesWorkdir(std::string_view known, bool complete) {
  // The process's own streams and the null device are not places on disk.
  static constexpr std::string_view kStreams[] = {"/dev/null", "/dev/stdout", "/dev/stderr",
                                                  "/dev/fd/1", "/dev/fd/2"};
  for (auto stream : kStreams) {
    if (complete && known == stream) return false;
  }
  if (known.starts_with('~')) return true;
  if (known.starts_with('/')) {
    std::string normalized = NormalizeAbsolute(known, complete);
    // A prefix ending inside a scratch directory's name ("/tmp" + x) may still be "/tmpx".
    if (!complete && !normalized.ends_with('/')) {
      normalized = normalized.substr(0, normalized.rfind('/') + 1);
    }
    return !IsScratch(normalized) && !Under(normalized, kWorkingDirectory);
  }
  int depth = 0;
  size_t start = 0;
  while (start <= known.size()) {
    size_t end = known.find('/', start);
    if (end == std::string_view::npos) {
      if (!complete) break;  // the last segment may go on
      end = known.size();
    }
    std::string_view segment = known.substr(start, end - start);
    if (segment == "..") {
      if (--depth < 0) return true;
    } else if (!segment.empty() && segment != ".") {
      ++depth;
    }
    start = end + 1;
  }
  return false;
}

bool IsSystem(std::string_view known, bool complete) {
  if (known.starts_with('~')) return true;
  if (!known.starts_with('/')) return false;
  std::string normalized = NormalizeAbsolute(known, complete);
  static constexpr std::string_view kRoots[] = {"/etc",  "/proc", "/sys",     "/root",
                                                "/home", "/run",  "/var/run", "/boot"};
  for (auto root : kRoots) {
    if (!normalized.starts_with(root)) continue;
    if (normalized.size() == root.size()) return true;  // "/etc", or a prefix that may go on
    if (normalized[root.size()] == '/') return true;
  }
  return false;
}

}  // namespace

bool PathHolds(PathTest test, std::string_view known, bool complete) {
  // A file: URI names its path (sqlite3.connect("file:/etc/x?mode=rwc", uri=True)).
  if (known.starts_with("file:")) {
    known.remove_prefix(5);
    if (known.starts_with("//")) {
      known.remove_prefix(2);
      known.remove_prefix(std::min(known.find('/'), known.size()));  // the host, if any
    }
    size_t query = known.find('?');
    if (query != std::string_view::npos) {
      known = known.substr(0, query);
      complete = true;
    }
  }
  switch (test) {
    case PathTest::kOutside: return LeavesWorkdir(known, complete);
    case PathTest::kSystem: return IsSystem(known, complete);
  }
  return false;
}

}  // namespace cordon
