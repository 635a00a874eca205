#include "analyzer/source_text.h"

#include <algorithm>

namespace cordon {

SourceText::SourceText(std::string text) : text_(std::move(text)) {
  line_starts_.push_back(0);
  for (uint32_t i = 0; i < text_.size(); ++i) {
    if (text_[i] == '\n') line_starts_.push_back(i + 1);
  }
}

Position SourceText::PositionOf(uint32_t byte_offset) const {
  byte_offset = std::min<uint32_t>(byte_offset, static_cast<uint32_t>(text_.size()));
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), byte_offset);
  uint32_t line_index = static_cast<uint32_t>(it - line_starts_.begin()) - 1;
  uint32_t start = line_starts_[line_index];
  std::string_view before(text_.data() + start, byte_offset - start);
  return Position{line_index + 1, CodePointCount(before) + 1};
}

std::string_view SourceText::Line(uint32_t line) const {
  if (line == 0 || line > line_starts_.size()) return {};
  uint32_t start = line_starts_[line - 1];
  uint32_t end =
      line < line_starts_.size() ? line_starts_[line] - 1 : static_cast<uint32_t>(text_.size());
  std::string_view result(text_.data() + start, end - start);
  if (!result.empty() && result.back() == '\r') result.remove_suffix(1);
  return result;
}

uint32_t CodePointCount(std::string_view utf8) {
  uint32_t count = 0;
  for (unsigned char c : utf8) {
    if ((c & 0xC0) != 0x80) ++count;  // every byte that does not continue a sequence
  }
  return count;
}

}  // namespace cordon
