#include "runner/secret_redactor.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <functional>
#include <nlohmann/json.hpp>

#include "runner/base64.h"

namespace cordon {
namespace {

// A proper prefix of a form shorter than this at the end of a text is left alone: it
// would match ordinary output too often, and says little about the secret.
constexpr size_t kMinTailBytes = 4;
// A piece of a form this long, from its start, is redacted wherever it stands.
constexpr size_t kMinPieceBytes = 12;

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

std::string Replaced(std::string text, std::string_view from, std::string_view to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
  return text;
}

// Without surrounding whitespace or a byte order mark.
std::string Trimmed(const std::string& value) {
  std::string_view v = value;
  if (v.starts_with("\xEF\xBB\xBF")) v.remove_prefix(3);
  while (!v.empty() && std::isspace(static_cast<unsigned char>(v.front()))) v.remove_prefix(1);
  while (!v.empty() && std::isspace(static_cast<unsigned char>(v.back()))) v.remove_suffix(1);
  return std::string(v);
}

// Backslash escapes as Python's repr and ascii() (and Node's inspect) write them:
// `bytes_literal` escapes every byte outside printable ASCII as \xNN (a bytes repr);
// otherwise code points are kept, or with `ascii_only` written \xNN, \uNNNN or
// \UNNNNNNNN. `'` is escaped when `escape_quote` (a repr quoting with ').
std::string Escaped(const std::string& value, bool bytes_literal, bool escape_quote,
                    bool ascii_only = false) {
  std::string out;
  char hex[16];
  for (size_t i = 0; i < value.size(); ++i) {
    auto c = static_cast<unsigned char>(value[i]);
    if (c == '\\') {
      out += "\\\\";
    } else if (c == '\'' && escape_quote) {
      out += "\\'";
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < 0x20 || c == 0x7f || (c >= 0x80 && bytes_literal)) {
      std::snprintf(hex, sizeof hex, "\\x%02x", c);
      out += hex;
    } else if (c >= 0x80 && ascii_only) {
      // One UTF-8 sequence (ResolveSecrets checked it is valid) as one code point.
      size_t length = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
      uint32_t cp = c & (length == 4 ? 0x07 : length == 3 ? 0x0f : 0x1f);
      for (size_t k = 1; k < length && i + k < value.size(); ++k) {
        cp = (cp << 6) | (static_cast<unsigned char>(value[i + k]) & 0x3f);
      }
      i += length - 1;
      std::snprintf(hex, sizeof hex,
                    cp < 0x100     ? "\\x%02x"
                    : cp < 0x10000 ? "\\u%04x"
                                   : "\\U%08x",
                    cp);
      out += hex;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

std::string HtmlEscaped(const std::string& value) {
  std::string out;
  for (char c : value) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#x27;"; break;
      default: out += c;
    }
  }
  return out;
}

// Every form of one value the redactor looks for in the text as it is (and without its
// line breaks).
std::vector<std::string> ValueForms(const std::string& value) {
  std::vector<std::string> forms = {HexEncode(value), HexEncode(value, true)};
  for (const char* separator : {" ", ":"}) {  // Node's <Buffer 73 6b ...>, bytes.hex(' ')
    std::string hex = HexEncode(value);
    std::string spaced;
    for (size_t i = 0; i < hex.size(); i += 2) {
      spaced += (i == 0 ? "" : separator) + hex.substr(i, 2);
    }
    forms.push_back(spaced);
  }
  std::string json = nlohmann::json(value).dump();
  forms.push_back(json.substr(1, json.size() - 2));
  std::string ascii = nlohmann::json(value).dump(-1, ' ', /*ensure_ascii=*/true);
  forms.push_back(ascii.substr(1, ascii.size() - 2));
  for (bool quote : {false, true}) {
    forms.push_back(Escaped(value, false, quote));
    forms.push_back(Escaped(value, true, quote));
    forms.push_back(Escaped(value, false, quote, /*ascii_only=*/true));
  }
  forms.push_back(HtmlEscaped(value));
  forms.push_back(Replaced(value, "\"", "\"\""));  // CSV
  for (size_t offset = 0; offset < 3; ++offset) {
    std::string core = Base64Core(value, offset);
    forms.push_back(core);
    forms.push_back(UrlSafe(core));
  }
  return forms;
}

int HexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// A text with some bytes dropped (line breaks) or decoded (%XX), and where each of its
// bytes came from.
struct View {
  std::string bytes;
  bool decoded = false;  // bytes stand for longer runs of the text (%XX); else some dropped
  // (index in bytes, how many more bytes of the original text lie before it), at each
  // place that number grows.
  std::vector<std::pair<size_t, size_t>> shifts;

  size_t Extra(size_t i) const {
    auto it = std::upper_bound(shifts.begin(), shifts.end(), std::make_pair(i, SIZE_MAX));
    return it == shifts.begin() ? 0 : std::prev(it)->second;
  }
  // Where view bytes [start, end) lie in the text: a decoded byte covers its whole %XX;
  // a dropped line break after the last byte stays in the text.
  std::pair<size_t, size_t> Origin(size_t start, size_t end) const {
    return {start + Extra(start), end + (decoded ? Extra(end) : Extra(end - 1))};
  }
};

View WithoutLineBreaks(const std::string& text) {
  View v;
  v.bytes.reserve(text.size());
  size_t dropped = 0;
  for (char c : text) {
    if (c == '\n' || c == '\r') {
      v.shifts.emplace_back(v.bytes.size(), ++dropped);
    } else {
      v.bytes += c;
    }
  }
  return v;
}

View UrlDecoded(const std::string& text, bool plus_is_space) {
  View v;
  v.decoded = true;
  v.bytes.reserve(text.size());
  size_t extra = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size() && HexDigit(text[i + 1]) >= 0 &&
        HexDigit(text[i + 2]) >= 0) {
      v.bytes += static_cast<char>(HexDigit(text[i + 1]) * 16 + HexDigit(text[i + 2]));
      i += 2;
      extra += 2;
      v.shifts.emplace_back(v.bytes.size(), extra);
    } else {
      v.bytes += plus_is_space && text[i] == '+' ? ' ' : text[i];
    }
  }
  return v;
}

struct Match {
  size_t start, end;
  const std::string* replacement;
};

// Every place `form` occurs in `haystack`; every piece of it from its start of at least
// kMinPieceBytes (output cut in the middle: pandas' "...", Node's <Buffer ...> preview);
// and what is left of it, at least kMinTailBytes, at the very end.
void FindForm(const std::string& haystack, const std::string& form,
              const std::function<void(size_t, size_t)>& found) {
  if (form.empty() || haystack.empty()) return;
  auto each = [&](size_t length, const std::function<void(size_t)>& at) {
    std::boyer_moore_searcher searcher(form.begin(), form.begin() + static_cast<long>(length));
    for (auto from = haystack.begin();;) {
      auto first = searcher(from, haystack.end()).first;
      if (first == haystack.end()) break;
      at(static_cast<size_t>(first - haystack.begin()));
      from = first + 1;  // occurrences may overlap where the form's end is also its start
    }
  };
  if (form.size() <= kMinPieceBytes) {
    each(form.size(), [&](size_t start) { found(start, start + form.size()); });
  } else {
    each(kMinPieceBytes, [&](size_t start) {
      size_t k = kMinPieceBytes;
      while (k < form.size() && start + k < haystack.size() && haystack[start + k] == form[k]) ++k;
      found(start, start + k);
    });
  }
  // The tail, shorter than a piece.
  size_t window = std::min({form.size() - 1, haystack.size(), kMinPieceBytes - 1});
  for (size_t p = haystack.size() - window; p + kMinTailBytes <= haystack.size(); ++p) {
    if (haystack.compare(p, std::string::npos, form, 0, haystack.size() - p) == 0) {
      found(p, haystack.size());
      break;
    }
  }
}

}  // namespace

SecretRedactor::SecretRedactor(const std::vector<Secret>& secrets) {
  for (const auto& s : secrets) {
    const std::string replacement = "[REDACTED:" + s.name + "]";
    auto add = [&](std::string text, bool url_decoded) {
      if (text.size() < kMinTailBytes) return;
      bool known = std::any_of(forms_.begin(), forms_.end(), [&](const Form& f) {
        return f.text == text && f.url_decoded == url_decoded;
      });
      if (!known) forms_.push_back({std::move(text), replacement, url_decoded});
    };
    // The value as the program may hold it: as given, trimmed (programs strip what
    // they read), and, for a multi-line one, with its line breaks normalised or gone
    // (a PEM key's "\n" turned into real ones, CRLF into LF; wrapped output loses
    // them: the line-break view).
    std::vector<std::string> values = {s.value, Trimmed(s.value)};
    for (const std::string& v : {Replaced(s.value, "\\n", "\n"), Replaced(s.value, "\r\n", "\n")}) {
      values.push_back(v);
      values.push_back(Replaced(Replaced(v, "\n", ""), "\r", ""));
    }
    // A binary secret kept as base64 (as the errors advise): its bytes too.
    if (auto bytes = Base64Decode(Trimmed(s.value)); bytes && bytes->size() >= 8) {
      add(HexEncode(*bytes), false);
      add(HexEncode(*bytes, true), false);
      add(Escaped(*bytes, /*bytes_literal=*/true, false), false);
    }
    for (const auto& value : values) {
      add(value, false);
      add(value, true);
      for (const std::string& form : ValueForms(value)) add(form, false);
    }
  }
}

size_t SecretRedactor::Redact(std::string& text) const {
  if (empty() || text.empty()) return 0;
  std::vector<Match> matches;
  auto search = [&](const View* view, bool url_decoded) {
    const std::string& haystack = view != nullptr ? view->bytes : text;
    for (const auto& form : forms_) {
      if (form.url_decoded != url_decoded) continue;
      FindForm(haystack, form.text, [&](size_t start, size_t end) {
        if (view == nullptr) {
          matches.push_back({start, end, &form.replacement});
        } else {
          auto [first, last] = view->Origin(start, end);
          matches.push_back({first, last, &form.replacement});
        }
      });
    }
  };
  search(nullptr, false);
  if (text.find_first_of("\r\n") != std::string::npos) {
    View lines = WithoutLineBreaks(text);
    search(&lines, false);
  }
  if (text.find('%') != std::string::npos) {
    View decoded = UrlDecoded(text, false);
    search(&decoded, true);
  }
  if (text.find('+') != std::string::npos) {
    View decoded = UrlDecoded(text, true);
    search(&decoded, true);
  }
  if (matches.empty()) return 0;
  std::sort(matches.begin(), matches.end(), [](const Match& a, const Match& b) {
    return a.start != b.start ? a.start < b.start : a.end > b.end;
  });
  // Places that overlap become one; so do places of one secret side by side (a value
  // printed a million times is one replacement, not a million).
  std::string out;
  out.reserve(text.size());
  size_t done = 0, count = 0;
  const std::string* last = nullptr;
  for (const auto& m : matches) {
    if (m.start < done || (m.start == done && m.replacement == last)) {
      done = std::max(done, m.end);
      continue;
    }
    out.append(text, done, m.start - done);
    out += *m.replacement;
    last = m.replacement;
    done = m.end;
    ++count;
  }
  out.append(text, done, std::string::npos);
  text = std::move(out);
  return count;
}

void SecretRedactor::Redact(RunResult& result) const {
  if (empty()) return;
  auto stream = [&](std::string& text, bool& truncated) {
    Redact(text);
    auto cap = static_cast<size_t>(std::max<int64_t>(result.limits.output_bytes, 0));
    if (cap > 0 && text.size() > cap) {
      text.resize(cap);
      truncated = true;
    }
  };
  stream(result.stdout_text, result.stdout_truncated);
  stream(result.stderr_text, result.stderr_truncated);
  Redact(result.error);
  for (auto& [finding, action] : result.findings) {
    Redact(finding.path);
    Redact(finding.message);
    Redact(finding.remediation);
    Redact(finding.source_line);
    for (auto& step : finding.resolution) Redact(step);
  }
  for (auto& connection : result.network.connections) {
    Redact(connection.host);
    Redact(connection.error);
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
      if (result.limits.artifact_file_bytes > 0 &&
          artifact.size > result.limits.artifact_file_bytes) {
        artifact.content.clear();
        artifact.omitted = "file_cap";
      }
    }
  }
}

}  // namespace cordon
