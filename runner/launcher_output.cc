#include "runner/launcher_output.h"

#include <algorithm>
#include <limits>
#include <nlohmann/json.hpp>

#include "policy/policy.h"
#include "runner/artifact.h"
#include "runner/base64.h"
#include "runner/launcher.h"

namespace cordon {
namespace {

// The member `key` of `object`, or a null value when it has none. nlohmann's const
// operator[] on a missing key is undefined behaviour.
const nlohmann::json& Member(const nlohmann::json& object, const char* key) {
  static const nlohmann::json kAbsent;
  auto it = object.find(key);
  return it == object.end() ? kAbsent : *it;
}

// Appends to a capped buffer; returns false once the cap is passed.
bool AppendCapped(std::string& buffer, std::string_view data, size_t cap, bool& truncated) {
  size_t room = cap > buffer.size() ? cap - buffer.size() : 0;
  buffer.append(data.substr(0, std::min(room, data.size())));
  if (data.size() > room) truncated = true;
  return !truncated;
}

}  // namespace

namespace {

std::optional<RuntimeRefusal> ParseRefusal(const nlohmann::json& refused) {
  constexpr size_t kMaxText = 1024;  // the launcher sends at most 300 characters
  if (!refused.is_object()) return std::nullopt;
  RuntimeRefusal refusal;
  for (auto [key, field] : {std::pair{"capability", &refusal.capability},
                            {"event", &refusal.event},
                            {"detail", &refusal.detail},
                            {"path", &refusal.path}}) {
    const auto& value = Member(refused, key);
    if (!value.is_string() || value.get_ref<const std::string&>().size() > kMaxText) {
      return std::nullopt;
    }
    *field = value.get<std::string>();
  }
  const auto& line = Member(refused, "line");
  // A refused capability, or the hook's own defence against tampering ("introspection").
  bool known = refusal.capability == "introspection" ||
               std::find(std::begin(kRuntimeCapabilities), std::end(kRuntimeCapabilities),
                         refusal.capability) != std::end(kRuntimeCapabilities);
  if (!line.is_number_integer() || !known || refusal.event.empty() ||
      (!refusal.path.empty() && !IsWorkRelativePath(refusal.path))) {
    return std::nullopt;
  }
  refusal.line = std::clamp<int64_t>(line.get<int64_t>(), 0, std::numeric_limits<uint32_t>::max());
  return refusal;
}

}  // namespace

std::optional<Trailer> ParseTrailer(std::string_view json, const ArtifactCaps& caps) {
  const nlohmann::json doc = nlohmann::json::parse(json, nullptr, /*allow_exceptions=*/false);
  if (!doc.is_object()) return std::nullopt;
  const auto& exit = Member(doc, "exit");
  const auto& artifacts = Member(doc, "artifacts");
  const auto& more = Member(doc, "more");
  if (!exit.is_number_integer() || !artifacts.is_array() || !more.is_number_integer()) {
    return std::nullopt;
  }
  Trailer trailer;
  trailer.exit_code = exit.get<int64_t>();
  trailer.not_listed = std::max<int64_t>(0, more.get<int64_t>());
  int64_t total = 0;
  for (const auto& entry : artifacts) {
    if (!entry.is_object()) return std::nullopt;
    const auto& path = Member(entry, "path");
    const auto& size = Member(entry, "size");
    const auto& data = Member(entry, "data");
    if (!path.is_string() || !size.is_number_integer()) return std::nullopt;
    if (static_cast<int64_t>(trailer.artifacts.size()) >= caps.files) {
      ++trailer.not_listed;
      continue;
    }
    Artifact artifact;
    artifact.path = path.get<std::string>();
    if (!IsWorkRelativePath(artifact.path)) {
      // A name the launcher should not have listed: that file is not listed, and the
      // rest of the trailer (exit status, refusals) still stands.
      ++trailer.not_listed;
      continue;
    }
    artifact.size = std::max<int64_t>(0, size.get<int64_t>());
    if (!data.is_null()) {
      if (!data.is_string()) return std::nullopt;
      auto bytes = Base64Decode(data.get_ref<const std::string&>());
      if (!bytes) return std::nullopt;
      auto decoded = static_cast<int64_t>(bytes->size());
      if (decoded > caps.file_bytes) {
        artifact.omitted = "file_cap";
      } else if (total + decoded > caps.total_bytes) {
        artifact.omitted = "total_cap";
      } else {
        total += decoded;
        artifact.content = std::move(*bytes);
      }
    } else {
      const auto& omitted = Member(entry, "omitted");
      artifact.omitted = omitted.is_string() ? omitted.get<std::string>() : "unreadable";
      if (artifact.omitted != "file_cap" && artifact.omitted != "total_cap") {
        artifact.omitted = "unreadable";
      }
    }
    artifact.mime_type = artifact.omitted.empty() ? MimeTypeFor(artifact.path, artifact.content)
                                                  : MimeTypeFromName(artifact.path);
    trailer.artifacts.push_back(std::move(artifact));
  }
  const auto& refused = Member(doc, "refused");
  if (!refused.is_null()) {
    auto refusal = ParseRefusal(refused);
    if (!refusal) return std::nullopt;
    trailer.refusal = std::move(*refusal);
  }
  const auto& declined = Member(doc, "declined");
  if (!declined.is_null()) {
    if (!declined.is_array() || declined.size() > kMaxDeclined) return std::nullopt;
    for (const auto& entry : declined) {
      auto refusal = ParseRefusal(entry);
      if (!refusal) return std::nullopt;
      trailer.declined.push_back(std::move(*refusal));
    }
  }
  const auto& interpreter = Member(doc, "interpreter");
  if (!interpreter.is_null()) {
    const auto& calls = Member(interpreter, "calls");
    const auto& ended = Member(interpreter, "ended");
    if (!calls.is_number_integer() || calls.get<int64_t>() < 1 || !ended.is_boolean()) {
      return std::nullopt;
    }
    trailer.interpreter = Trailer::Interpreter{calls.get<int64_t>(), ended.get<bool>()};
  }
  return trailer;
}

std::string MarkerSplitter::Feed(std::string_view data) {
  if (done_) return std::string(data);  // written after the trailer: the program's again
  if (in_payload_) {
    auto newline = data.find('\n');
    std::string_view part = data.substr(0, newline);
    if (payload_.size() + part.size() > cap_) {
      overflowed_ = true;
      return "";
    }
    payload_.append(part);
    if (newline == std::string_view::npos) return "";
    done_ = true;
    return std::string(data.substr(newline + 1));
  }
  held_.append(data);
  auto at = held_.find(marker_);
  if (at != std::string::npos) {
    std::string program = held_.substr(0, at);
    std::string rest = held_.substr(at + marker_.size());
    held_.clear();
    in_payload_ = true;
    // stdout's marker is followed by " {json}\n", stderr's by "\n".
    if (!rest.empty() && rest.front() == ' ') rest.erase(0, 1);
    return program + Feed(rest);
  }
  // Keep the longest tail that is a proper prefix of the marker.
  size_t keep = std::min(held_.size(), marker_.size() - 1);
  while (keep > 0 && held_.compare(held_.size() - keep, keep, marker_, 0, keep) != 0) --keep;
  std::string program = held_.substr(0, held_.size() - keep);
  held_.erase(0, held_.size() - keep);
  return program;
}

std::string MarkerSplitter::Flush() {
  std::string rest;
  rest.swap(held_);
  return rest;
}

LauncherOutput::LauncherOutput(const std::string& nonce, size_t output_cap, size_t trailer_cap)
    : cap_(output_cap), out_(TrailerMarker(nonce), trailer_cap), err_(TrailerMarker(nonce), 0) {}

bool LauncherOutput::Add(const StreamChunk& chunk) {
  if (chunk.kind == StreamChunk::Kind::kStdout) {
    std::string program = out_.Feed(chunk.data);
    if (out_.overflowed()) return false;
    return AppendCapped(stdout_text, program, cap_, stdout_truncated);
  }
  if (chunk.kind == StreamChunk::Kind::kStderr) {
    std::string program = err_.Feed(chunk.data);
    return AppendCapped(stderr_text, program, cap_, stderr_truncated);
  }
  return true;
}

void LauncherOutput::Finish() {
  AppendCapped(stdout_text, out_.Flush(), cap_, stdout_truncated);
  AppendCapped(stderr_text, err_.Flush(), cap_, stderr_truncated);
}

}  // namespace cordon
