#include "analyzer/path_text.h"

namespace cordon {
namespace {

bool LeavesWorkdir(std::string_view known, bool complete) {
  // The process's own streams and the null device are not places on disk.
  static constexpr std::string_view kStreams[] = {"/dev/null", "/dev/stdout", "/dev/stderr",
                                                  "/dev/fd/1", "/dev/fd/2"};
  for (auto stream : kStreams) {
    if (complete && known == stream) return false;
  }
  if (known.starts_with('/') || known.starts_with('~')) return true;
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
  static constexpr std::string_view kRoots[] = {"/etc",  "/proc", "/sys",     "/root",
                                                "/home", "/run",  "/var/run", "/boot"};
  for (auto root : kRoots) {
    if (!known.starts_with(root)) continue;
    if (known.size() == root.size()) return true;  // "/etc", or a prefix that may go on
    if (known[root.size()] == '/') return true;
  }
  (void)complete;
  return false;
}

}  // namespace

bool PathHolds(PathTest test, std::string_view known, bool complete) {
  switch (test) {
    case PathTest::kOutside: return LeavesWorkdir(known, complete);
    case PathTest::kSystem: return IsSystem(known, complete);
  }
  return false;
}

}  // namespace cordon
