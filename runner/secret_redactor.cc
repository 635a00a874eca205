#include "runner/secret_redactor.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "runner/base64.h"

namespace cordon {
namespace {

// A proper prefix of a form shorter than this at the end of a text is left alone: it
// would match ordinary output too often, and says little about the secret.
constexpr size_t kMinTailBytes = 4;
// Tails are looked for within this many bytes of a form (a longer form's prefix
// still matches from its first bytes).
constexpr size_t kMaxTailWindow = 4096;

std::string Hex(const std::string& bytes, const char* digits) {
  std::string out;
  out.reserve(bytes.size() * 2);
  for (unsigned char c : bytes) {
    out += digits[c >> 4];
    out += digits[c & 15];
  }
  return out;
}

int HexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Where `value` URL-encoded ends when it starts at `at` in `text`, or npos. Encoders
// differ in what they leave alone (encodeURIComponent, encodeURI, quote's `safe`), so
// each byte may be itself, %XX in either case, or `+` for a space. A `%` in the value
// is either itself or %25: `encoded_first` says which to try (the caller tries both).
// A text that ends part-way, after at least kMinTailBytes of the value, ends there
// (output cut short by a limit).
size_t UrlEncodedEnd(const std::string& text, size_t at, const std::string& value,
                     bool encoded_first) {
  size_t q = at, matched = 0;
  for (char b : value) {
    if (q == text.size() || (text[q] == '%' && q + 2 >= text.size())) {
      return matched >= kMinTailBytes ? text.size() : std::string::npos;
    }
    ++matched;
    bool escaped = q + 2 < text.size() && text[q] == '%' && HexDigit(text[q + 1]) >= 0 &&
                   HexDigit(text[q + 2]) >= 0 &&
                   static_cast<char>(HexDigit(text[q + 1]) * 16 + HexDigit(text[q + 2])) == b;
    if (escaped && (encoded_first || text[q] != b)) {
      q += 3;
    } else if (text[q] == b) {
      ++q;
    } else if (b == ' ' && text[q] == '+') {
      ++q;
    } else {
      return std::string::npos;
    }
  }
  return q;
}

std::string UrlSafe(std::string base64) {
  std::replace(base64.begin(), base64.end(), '+', '-');
  std::replace(base64.begin(), base64.end(), '/', '_');
  return base64;
}

// The base64 characters that depend only on `value` when it starts `offset` bytes
// (0, 1, 2) into the encoded data: the first characters also hold the bytes before
// it, the last ones the bytes after it (or padding).
std::string Base64Core(const std::string& value, size_t offset) {
  std::string encoded = Base64Encode(std::string(offset, '\0') + value);
  size_t first = (offset * 8 + 5) / 6;
  size_t last = (offset + value.size()) * 8 / 6;  // characters wholly within the data
  return last > first ? encoded.substr(first, last - first) : "";
}

}  // namespace

SecretRedactor::SecretRedactor(const std::vector<Secret>& secrets) {
  for (const auto& s : secrets) {
    std::vector<std::string> texts = {s.value, Hex(s.value, "0123456789abcdef"),
                                      Hex(s.value, "0123456789ABCDEF")};
    url_encoded_.push_back({s.value, "[REDACTED:" + s.name + "]"});
    std::string json = nlohmann::json(s.value).dump();
    texts.push_back(json.substr(1, json.size() - 2));
    for (size_t offset = 0; offset < 3; ++offset) {
      std::string core = Base64Core(s.value, offset);
      texts.push_back(core);
      texts.push_back(UrlSafe(core));
    }
    for (auto& text : texts) {
      if (text.size() < kMinTailBytes) continue;
      bool known =
          std::any_of(forms_.begin(), forms_.end(), [&](const Form& f) { return f.text == text; });
      if (!known) forms_.push_back({std::move(text), "[REDACTED:" + s.name + "]"});
    }
  }
  std::stable_sort(forms_.begin(), forms_.end(),
                   [](const Form& a, const Form& b) { return a.text.size() > b.text.size(); });
}

size_t SecretRedactor::Redact(std::string& text) const {
  if (empty() || text.empty()) return 0;
  // Every place a form occurs, then the earliest (the longest there) of those that
  // overlap: one pass over the text per form, and a replacement never scanned again.
  struct Match {
    size_t start, end;
    const Form* form;
  };
  std::vector<Match> matches;
  for (const auto& form : forms_) {
    for (size_t at = text.find(form.text); at != std::string::npos;
         at = text.find(form.text, at + 1)) {
      matches.push_back({at, at + form.text.size(), &form});
    }
    // What is left of the form at the very end: a prefix cut off by a limit.
    size_t window = std::min({form.text.size() - 1, text.size(), kMaxTailWindow});
    for (size_t at = text.size() - window; at + kMinTailBytes <= text.size(); ++at) {
      if (text.compare(at, std::string::npos, form.text, 0, text.size() - at) == 0) {
        matches.push_back({at, text.size(), &form});
        break;
      }
    }
  }
  auto add_url_encoded = [&](size_t at, const Form& secret) {
    for (bool encoded_first : {true, false}) {
      size_t end = UrlEncodedEnd(text, at, secret.text, encoded_first);
      if (end != std::string::npos) {
        matches.push_back({at, end, &secret});
        return;
      }
    }
  };
  for (const auto& secret : url_encoded_) {
    // Only where an encoding starts: the value's first byte itself is the raw form's.
    for (size_t at = text.find_first_of("%+"); at != std::string::npos;
         at = text.find_first_of("%+", at + 1)) {
      add_url_encoded(at, secret);
    }
    for (size_t at = text.find(secret.text[0]); at != std::string::npos;
         at = text.find(secret.text[0], at + 1)) {
      add_url_encoded(at, secret);
    }
  }
  if (matches.empty()) return 0;
  std::sort(matches.begin(), matches.end(), [](const Match& a, const Match& b) {
    return a.start != b.start ? a.start < b.start : a.end > b.end;
  });
  std::string out;
  out.reserve(text.size());
  size_t done = 0, count = 0;
  for (const auto& m : matches) {
    if (m.start < done) {  // overlaps the place just replaced: it grows
      done = std::max(done, m.end);
      continue;
    }
    out.append(text, done, m.start - done);
    out += m.form->replacement;
    done = m.end;
    ++count;
  }
  out.append(text, done, std::string::npos);
  text = std::move(out);
  return count;
}

void SecretRedactor::Redact(RunResult& result) const {
  if (empty()) return;
  Redact(result.stdout_text);
  Redact(result.stderr_text);
  Redact(result.error);
  for (auto& [finding, action] : result.findings) {
    Redact(finding.message);
    Redact(finding.source_line);
    for (auto& step : finding.resolution) Redact(step);
  }
  for (auto& refusal : result.declined_at_run_time) {
    Redact(refusal.event);
    Redact(refusal.detail);
    Redact(refusal.path);
  }
  for (auto& artifact : result.artifacts) {
    Redact(artifact.path);
    if (artifact.omitted.empty() && Redact(artifact.content) > 0) {
      artifact.size = static_cast<int64_t>(artifact.content.size());
    }
  }
}

}  // namespace cordon
