// Reads what a container writes during one job: the program's own stdout and stderr,
// each capped as it arrives, and the launcher's trailer (see launcher.h) that ends the
// job. The host never holds more than the caps: output past the cap is dropped and
// flagged, and a trailer longer than its cap counts as an output flood.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "runner/container_engine.h"
#include "runner/run_result.h"

namespace cordon {

// The launcher's report on a finished job.
struct Trailer {
  int64_t exit_code = 0;
  std::vector<Artifact> artifacts;
  int64_t not_listed = 0;
  std::optional<RuntimeRefusal> refusal;
  // A library's attempts the runtime layer refused (it got PermissionError) while the
  // program went on; at most kMaxDeclined.
  std::vector<RuntimeRefusal> declined;
  // A live session's job (launcher.h): how many jobs the interpreter has run, this one
  // included (1: it started afresh for it), and whether it ended with this job (its
  // state is gone; the launcher started a fresh one for the next).
  struct Interpreter {
    int64_t calls = 0;
    bool ended = false;
  };
  std::optional<Interpreter> interpreter;
};
inline constexpr size_t kMaxDeclined = 8;

// Artifact caps the host enforces whatever the trailer claims.
struct ArtifactCaps {
  int64_t file_bytes = 0;
  int64_t total_bytes = 0;
  int64_t files = 0;
};

// Parses a trailer's JSON, checking every field and decoding the artifacts. Returns
// nullopt for anything malformed (only a program that guessed the nonce can cause it).
std::optional<Trailer> ParseTrailer(std::string_view json, const ArtifactCaps& caps);

// One stream: bytes before the marker are the program's; after it, up to the next
// newline, the trailer's payload; after that line, the program's again (see launcher.h
// on output that follows a trailer). A tail that could be the start of the marker is
// held back until the next chunk decides.
class MarkerSplitter {
 public:
  MarkerSplitter(std::string marker, size_t payload_cap)
      : marker_(std::move(marker)), cap_(payload_cap) {}
  // The program's bytes in `data`.
  std::string Feed(std::string_view data);
  // At the end of the stream: bytes held back, which were the program's after all.
  std::string Flush();
  bool done() const { return done_; }
  bool overflowed() const { return overflowed_; }
  const std::string& payload() const { return payload_; }

 private:
  std::string marker_;
  size_t cap_;
  std::string held_;
  std::string payload_;
  bool in_payload_ = false;
  bool done_ = false;
  bool overflowed_ = false;
};

class LauncherOutput {
 public:
  LauncherOutput(const std::string& nonce, size_t output_cap, size_t trailer_cap);

  // Takes one chunk; false once the program's output or the trailer passed its cap.
  bool Add(const StreamChunk& chunk);
  // Both streams are complete: the trailer line and stderr's end mark arrived.
  bool Complete() const { return out_.done() && err_.done(); }
  // The trailer line arrived, with or without the end mark after it.
  bool HasTrailer() const { return out_.done(); }
  // The stream ended: what was held back is the program's.
  void Finish();

  std::string stdout_text, stderr_text;
  bool stdout_truncated = false, stderr_truncated = false;
  const std::string& trailer_json() const { return out_.payload(); }

 private:
  size_t cap_;
  MarkerSplitter out_, err_;
};

}  // namespace cordon
