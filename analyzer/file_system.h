// The filesystem, behind a narrow interface so that rule loading and file discovery
// are tested without touching the disk (tests use an in-memory one) and run for real on it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace cordon {

class FileSystem {
 public:
  enum class Kind { kMissing, kFile, kDirectory, kOther };
  struct ReadResult {
    std::optional<std::string> text;
    std::string error;  // why text is missing ("No such file or directory")
  };

  virtual ~FileSystem() = default;
  virtual Kind KindOf(const std::string& path) const = 0;
  // Reads at most `max_bytes`; a larger file is an error naming the limit.
  virtual ReadResult Read(const std::string& path, uint64_t max_bytes) const = 0;
  // The names (not paths) of a directory's entries, sorted; empty when unreadable.
  virtual std::vector<std::string> List(const std::string& path) const = 0;
};

class RealFileSystem final : public FileSystem {
 public:
  Kind KindOf(const std::string& path) const override;
  ReadResult Read(const std::string& path, uint64_t max_bytes) const override;
  std::vector<std::string> List(const std::string& path) const override;
};

// a/b joined with one separator.
std::string JoinPath(const std::string& a, const std::string& b);

// Path arithmetic without touching the disk (links are not resolved):
// `path` made absolute against `base` (itself absolute) and lexically normal...
std::filesystem::path AbsolutePath(const std::string& path, const std::string& base);
// ...and whether `inner` is `outer` or lies beneath it.
bool IsWithin(const std::filesystem::path& inner, const std::filesystem::path& outer);

}  // namespace cordon
