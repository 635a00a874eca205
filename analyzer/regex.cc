#include "analyzer/regex.h"

namespace cordon {

Regex CompileRegex(const std::string& pattern, std::string& error) {
  re2::RE2::Options options;
  options.set_log_errors(false);  // the caller reports the error with its position
  auto regex = std::make_shared<const re2::RE2>(pattern, options);
  if (!regex->ok()) {
    error = regex->error();
    return nullptr;
  }
  return regex;
}

bool RegexSearch(const re2::RE2& regex, std::string_view text) {
  return re2::RE2::PartialMatch(re2::StringPiece(text.data(), text.size()), regex);
}

}  // namespace cordon
