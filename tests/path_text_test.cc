#include "analyzer/path_text.h"

#include <catch2/catch.hpp>

namespace cordon {
namespace {

bool Outside(std::string_view known, bool complete = true) {
  return PathHolds(PathTest::kOutside, known, complete);
}
bool System(std::string_view known, bool complete = true) {
  return PathHolds(PathTest::kSystem, known, complete);
}

TEST_CASE("a path leaves the working directory when absolute, at home, or climbing out",
          "[path_text]") {
  CHECK(Outside("/etc/passwd"));
  CHECK(Outside("/"));
  CHECK(Outside("~/.bashrc"));
  CHECK(Outside(".."));
  CHECK(Outside("../x"));
  CHECK(Outside("./a/../../x"));
  CHECK(Outside("a/b/../../../x"));
  CHECK_FALSE(Outside("a/b/../../x"));
  CHECK_FALSE(Outside("out/report.json"));
  CHECK_FALSE(Outside("./summary.txt"));
  CHECK_FALSE(Outside("."));
  CHECK_FALSE(Outside(""));
  CHECK_FALSE(Outside("..hidden"));
  CHECK_FALSE(Outside("/dev/null"));
  CHECK_FALSE(Outside("/dev/stderr"));
  CHECK(Outside("/dev/null", false));  // "/dev/null2/..." is somewhere else
}

TEST_CASE("of a prefix only the segments it completes count", "[path_text]") {
  CHECK(Outside("/", false));
  CHECK(Outside("../", false));
  CHECK(Outside("a/../../", false));
  // "..x" or "..." could follow: a file name, not a climb.
  CHECK_FALSE(Outside("..", false));
  CHECK_FALSE(Outside("a/..", false));
  CHECK_FALSE(Outside("out_", false));
}

TEST_CASE("system paths are the host's own locations", "[path_text]") {
  CHECK(System("/etc/shadow"));
  CHECK(System("/etc"));
  CHECK(System("/proc/self/environ"));
  CHECK(System("/root/.ssh/id_rsa"));
  CHECK(System("~/.netrc"));
  CHECK(System("/home/", false));
  CHECK(System("/etc", false));
  CHECK_FALSE(System("/etcetera"));
  CHECK_FALSE(System("/tmp/x"));
  CHECK_FALSE(System("data/etc/x"));
}

}  // namespace
}  // namespace cordon
