// A folder under the system's temporary folder, unique to this process and object,
// removed with everything in it when the object goes. Not created: the code under test
// often must make it itself.
#pragma once

#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <string>

namespace cordon::testing {

struct ScratchFolder {
  explicit ScratchFolder(const std::string& prefix)
      : path((std::filesystem::temp_directory_path() /
              (prefix + "-" + std::to_string(getpid()) + "-" +
               std::to_string(reinterpret_cast<uintptr_t>(this))))
                 .string()) {}
  ~ScratchFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
  }
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;
  std::string path;
};

}  // namespace cordon::testing
