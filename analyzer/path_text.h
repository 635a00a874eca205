// What a path rule asks of the text known about a path argument: all of a constant, or
// the start of a string built at run time (f"/etc/{name}", path.join(path.sep, x)).
//
// The working directory is the one the program starts in: /work in the sandbox
// (kWorkingDirectory; runner/launcher puts the program there), which is what the
// resolvers take os.getcwd(), process.cwd(), __file__ and __dirname to be. A path
// leaves it when it is absolute and not under it, starts at the home directory, or
// climbs above its start with `..`. The
// temporary directories (/tmp, /var/tmp, /dev/shm) are scratch space, not outside; an
// absolute path is judged after its `..` are worked out ("/tmp/../etc" is /etc). Only
// what is known counts: for a prefix, the segments it completes (a trailing "..x" of
// "a/..x" could still be a file name). A file: URI is judged by its path.
#pragma once

#include <string>
#include <string_view>

namespace cordon {

// Where the program starts and its files are: the sandbox's working directory.
inline constexpr std::string_view kWorkingDirectory = "/work";

enum class PathTest {
  kOutside,  // leaves the working directory
  kSystem,   // names a host or system location (/etc, /proc, /sys, /root, /home, ~, ...)
};

// `known` is the text known from the path's start; `complete` whether it is all of it.
bool PathHolds(PathTest test, std::string_view known, bool complete);

// An absolute path with `.` and `..` worked out over the segments that are known:
// "/tmp/../etc/x" is "/etc/x". The last segment of a prefix may go on, so it is kept
// as written ("/tmp/.." + x could be "/tmp/..x").
std::string NormalizeAbsolute(std::string_view known, bool complete);

}  // namespace cordon
