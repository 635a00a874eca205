#include "runner/launcher_output.h"

#include <catch2/catch.hpp>

#include "runner/base64.h"
#include "runner/launcher.h"

using namespace cordon;

namespace {

StreamChunk Out(const std::string& s) { return {StreamChunk::Kind::kStdout, s}; }
StreamChunk Err(const std::string& s) { return {StreamChunk::Kind::kStderr, s}; }
const ArtifactCaps kCaps{100, 120, 3};

}  // namespace

TEST_CASE("the trailer is split from the program's output, even across chunks", "[launcher]") {
  LauncherOutput output("abcd", 1000, 1000);
  const std::string marker = TrailerMarker("abcd");
  CHECK(output.Add(Out("hello\n" + marker.substr(0, 3))));
  CHECK(output.stdout_text == "hello\n");  // the possible start of a marker waits
  CHECK(output.Add(Out(marker.substr(3) + R"( {"exit": 0, )")));
  CHECK(output.Add(Err("oops\n" + marker)));
  CHECK_FALSE(output.Complete());
  CHECK(output.Add(Out(R"("artifacts": [], "more": 0})"
                       "\n")));
  CHECK_FALSE(output.Complete());  // stderr's end mark is not complete yet
  CHECK(output.Add(Err("\n")));
  CHECK(output.Complete());
  CHECK(output.stdout_text == "hello\n");
  CHECK(output.stderr_text == "oops\n");
  CHECK(output.trailer_json() == R"({"exit": 0, "artifacts": [], "more": 0})");
}

TEST_CASE("what follows the trailer line is the program's again", "[launcher]") {
  // Node runs a one-shot program's later 'exit' listeners, and prints an uncaught
  // exception, after the launcher's own 'exit' listener has reported.
  LauncherOutput output("abcd", 1000, 1000);
  const std::string marker = TrailerMarker("abcd");
  CHECK(output.Add(Out("main\n" + marker + " {\"exit\": 1}\nbye\n")));
  CHECK(output.HasTrailer());
  CHECK(output.Add(Out(marker + " {}\n")));  // a second marker is plain output
  CHECK(output.Add(Err("Error: boom\n    at main.cjs:1\n")));
  CHECK_FALSE(output.Complete());  // no end mark on stderr: read on to the end
  output.Finish();
  CHECK(output.stdout_text == "main\nbye\n" + marker + " {}\n");
  CHECK(output.stderr_text == "Error: boom\n    at main.cjs:1\n");
  CHECK(output.trailer_json() == R"({"exit": 1})");
}

TEST_CASE("a marker with another nonce is the program's own output", "[launcher]") {
  LauncherOutput output("abcd", 1000, 1000);
  CHECK(output.Add(Out(TrailerMarker("ffff") + " {}\n\x1e")));
  CHECK_FALSE(output.Complete());
  output.Finish();  // the stream ended: the held-back byte was the program's
  CHECK(output.stdout_text == TrailerMarker("ffff") + " {}\n\x1e");
}

TEST_CASE("program output and the trailer each have a cap", "[launcher]") {
  LauncherOutput capped("n", 4, 1000);
  CHECK_FALSE(capped.Add(Out("123456")));
  CHECK(capped.stdout_text == "1234");
  CHECK(capped.stdout_truncated);
  LauncherOutput flood("n", 100, 10);
  CHECK_FALSE(flood.Add(Out(TrailerMarker("n") + " 01234567890123456789")));
}

TEST_CASE("a trailer is parsed, decoded and held to the caps", "[launcher]") {
  std::string png = "\x89PNG\r\n\x1a\n" + std::string(20, 'x');
  std::string json = R"({"exit": 3, "more": 1, "artifacts": [
      {"path": "plot.png", "size": 28, "data": ")" +
                     Base64Encode(png) + R"("},
      {"path": "big.csv", "size": 5000, "omitted": "file_cap"},
      {"path": "two.txt", "size": 95, "data": ")" +
                     Base64Encode(std::string(95, 'a')) + R"("},
      {"path": "sub/x.txt", "size": 2, "data": "aGk="}]})";
  auto trailer = ParseTrailer(json, kCaps);
  REQUIRE(trailer);
  CHECK(trailer->exit_code == 3);
  REQUIRE(trailer->artifacts.size() == 3);
  CHECK(trailer->not_listed == 2);  // the launcher's count plus the one over max files
  CHECK(trailer->artifacts[0].mime_type == "image/png");
  CHECK(trailer->artifacts[0].content == png);
  CHECK(trailer->artifacts[1].omitted == "file_cap");
  CHECK(trailer->artifacts[1].mime_type == "text/csv");
  CHECK(trailer->artifacts[2].omitted == "total_cap");  // 28 + 95 is over 120
  CHECK(trailer->artifacts[2].content.empty());
}

TEST_CASE("malformed trailers are refused", "[launcher]") {
  CHECK_FALSE(ParseTrailer("not json", kCaps));
  CHECK_FALSE(ParseTrailer(R"({"exit": "0", "artifacts": [], "more": 0})", kCaps));
  CHECK_FALSE(ParseTrailer(
      R"({"exit": 0, "artifacts": [{"path": "a", "size": 1, "data": "e A=="}], "more": 0})",
      kCaps));
  CHECK(ParseTrailer(R"({"exit": 0, "artifacts": [], "more": 0})", kCaps));
}

// A path outside /work is never listed, but one file's name does not spoil the rest of the
// trailer: a program that named a file oddly used to turn its refusal and exit status into
// a "malformed report" (a red team, 2026-11-25).
TEST_CASE("an artifact with a bad path is left out, and the trailer stands", "[launcher]") {
  auto trailer = ParseTrailer(R"({"exit": 3, "artifacts": [
      {"path": "../etc/passwd", "size": 1, "data": "eA=="},
      {"path": "/abs", "size": 1, "data": "eA=="},
      {"path": "a\\b", "size": 1, "data": "eA=="},
      {"path": "ok.txt", "size": 1, "data": "eA=="}], "more": 1,
      "refused": {"capability": "process", "event": "child_process.execSync", "detail": "id",
                  "path": "main.js", "line": 6}})",
                              kCaps);
  REQUIRE(trailer);
  CHECK(trailer->exit_code == 3);
  REQUIRE(trailer->artifacts.size() == 1);
  CHECK(trailer->artifacts[0].path == "ok.txt");
  CHECK(trailer->not_listed == 4);
  REQUIRE(trailer->refusal);
  CHECK(trailer->refusal->event == "child_process.execSync");
}

TEST_CASE("a runtime refusal in the trailer is checked like the rest", "[launcher][runtime]") {
  auto trailer = ParseTrailer(R"({"exit": 126, "artifacts": [], "more": 0, "refused":
      {"capability": "network", "event": "socket.connect", "detail": "10.0.0.1 80",
       "path": "lib/net.py", "line": 7}})",
                              kCaps);
  REQUIRE(trailer);
  REQUIRE(trailer->refusal);
  CHECK(trailer->refusal->capability == "network");
  CHECK(trailer->refusal->event == "socket.connect");
  CHECK(trailer->refusal->detail == "10.0.0.1 80");
  CHECK(trailer->refusal->path == "lib/net.py");
  CHECK(trailer->refusal->line == 7);
  CHECK_FALSE(ParseTrailer(R"({"exit": 0, "artifacts": [], "more": 0})", kCaps)->refusal);
  auto with = [](const std::string& refused) {
    return ParseTrailer(R"({"exit": 1, "artifacts": [], "more": 0, "refused": )" + refused + "}",
                        kCaps);
  };
  // Not a runtime capability, a path out of /work, a missing field, an oversized detail.
  CHECK_FALSE(
      with(R"({"capability": "code-eval", "event": "exec", "detail": "", "path": "", "line": 1})"));
  CHECK_FALSE(with(
      R"({"capability": "process", "event": "os.system", "detail": "", "path": "../x", "line": 1})"));
  CHECK_FALSE(with(R"({"capability": "process", "event": "os.system", "detail": "", "path": ""})"));
  CHECK_FALSE(with(R"({"capability": "process", "event": "os.system", "detail": ")" +
                   std::string(2000, 'x') + R"(", "path": "", "line": 1})"));
  CHECK_FALSE(with(R"("process")"));
  // The hook's own defence is reported as introspection; a silly line number is clamped.
  auto tamper = with(
      R"({"capability": "introspection", "event": "gc.get_objects", "detail": "", "path": "", "line": -5})");
  REQUIRE(tamper);
  CHECK(tamper->refusal->line == 0);
}

TEST_CASE("a trailer with missing keys is refused without reading past them", "[launcher]") {
  // An artifact without "path" was read through a const operator[]: undefined behaviour
  // (an assertion in a debug or sanitiser build).
  CHECK_FALSE(ParseTrailer(R"({"exit": 0, "artifacts": [{"size": 1}], "more": 0})", kCaps));
  CHECK_FALSE(ParseTrailer(R"({"exit": 0, "artifacts": [{"path": "a"}], "more": 0})", kCaps));
  CHECK_FALSE(ParseTrailer(R"({"artifacts": [], "more": 0})", kCaps));
  CHECK_FALSE(ParseTrailer(R"({"exit": 0, "more": 0})", kCaps));
  CHECK_FALSE(ParseTrailer(R"([1, 2])", kCaps));
  auto odd = ParseTrailer(
      R"({"exit": 0, "artifacts": [{"path": "a", "size": 1, "omitted": 7}], "more": 0})", kCaps);
  REQUIRE(odd);
  CHECK(odd->artifacts.at(0).omitted == "unreadable");
}

TEST_CASE("a library's declined attempts in the trailer are checked like a refusal",
          "[launcher][runtime]") {
  auto trailer = ParseTrailer(R"({"exit": 0, "artifacts": [], "more": 0, "declined": [
      {"capability": "process", "event": "subprocess.Popen", "detail": "uname -p",
       "path": "main.py", "line": 1}]})",
                              kCaps);
  REQUIRE(trailer);
  CHECK_FALSE(trailer->refusal);
  REQUIRE(trailer->declined.size() == 1);
  CHECK(trailer->declined[0].event == "subprocess.Popen");
  CHECK(trailer->declined[0].detail == "uname -p");
  CHECK(trailer->declined[0].line == 1);
  auto with = [](const std::string& declined) {
    return ParseTrailer(R"({"exit": 0, "artifacts": [], "more": 0, "declined": )" + declined + "}",
                        kCaps);
  };
  const std::string one =
      R"({"capability": "native", "event": "ctypes.dlopen", "detail": "", "path": "", "line": 2})";
  std::string nine = "[" + one;
  for (int i = 0; i < 8; ++i) nine += "," + one;
  CHECK(with("[" + one + "]"));
  CHECK_FALSE(with(nine + "]"));  // more than the launcher ever sends
  CHECK_FALSE(with(R"({"capability": "native"})"));
  CHECK_FALSE(with(
      R"([{"capability": "code-eval", "event": "exec", "detail": "", "path": "", "line": 1}])"));
}

TEST_CASE("a live session's word on its interpreter is checked like the rest", "[launcher]") {
  auto with = [](const std::string& interpreter) {
    return ParseTrailer(
        R"({"exit": 0, "artifacts": [], "more": 0, "interpreter": )" + interpreter + "}", kCaps);
  };
  auto kept = with(R"({"calls": 3, "ended": false})");
  REQUIRE(kept);
  REQUIRE(kept->interpreter);
  CHECK(kept->interpreter->calls == 3);
  CHECK_FALSE(kept->interpreter->ended);
  CHECK(with(R"({"calls": 1, "ended": true})")->interpreter->ended);
  CHECK_FALSE(ParseTrailer(R"({"exit": 0, "artifacts": [], "more": 0})", kCaps)->interpreter);
  CHECK_FALSE(with(R"({"calls": 0, "ended": false})"));  // it ran this job, at least
  CHECK_FALSE(with(R"({"calls": 2, "ended": 0})"));
  CHECK_FALSE(with(R"({"ended": false})"));
  CHECK_FALSE(with("[1]"));
  CHECK_FALSE(with("7"));
}
