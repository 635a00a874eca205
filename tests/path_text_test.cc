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

TEST_CASE("the temporary directories are scratch space, judged after their `..`", "[path_text]") {
  CHECK_FALSE(Outside("/tmp"));
  CHECK_FALSE(Outside("/tmp/run-1/out.csv"));
  CHECK_FALSE(Outside("/var/tmp/x"));
  CHECK_FALSE(Outside("/tmp/", false));
  CHECK_FALSE(Outside("/tmp/a/../b"));
  CHECK(Outside("/tmp/../etc/cron.d/x"));
  CHECK(Outside("/tmp/a/../../etc", false));
  CHECK(Outside("/tmp", false));  // "/tmpfoo/..." is not the temporary directory
  CHECK(Outside("/tmpfoo/x"));
}

TEST_CASE("a file: URI is judged by its path", "[path_text]") {
  CHECK(Outside("file:/etc/cron.d/x.db?mode=rwc"));
  CHECK(Outside("file:///etc/x"));
  CHECK(Outside("file://localhost/etc/x"));
  CHECK(Outside("file:/etc/", false));
  CHECK(Outside("file:../x.db?mode=ro", false));  // the query ends the path
  CHECK_FALSE(Outside("file:data.db?mode=ro"));
  CHECK(System("file:/etc/passwd"));
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
  CHECK(System("/tmp/../etc/cron.d/x"));
  CHECK(System("/usr/../etc", false));
  CHECK_FALSE(System("/etc/../tmp/x"));
}

}  // namespace
TEST_CASE("the working directory, /work, is inside however it is written", "[path_text]") {
  CHECK_FALSE(Outside("/work"));
  CHECK_FALSE(Outside("/work/out.csv"));
  CHECK_FALSE(Outside("/work/", false));
  CHECK_FALSE(Outside("/work/a/../b"));
  CHECK(Outside("/work/../etc"));
  CHECK(Outside("/work", false));  // "/workspace/..." is not the working directory
  CHECK(Outside("/workspace/x"));
}

}  // namespace cordon
