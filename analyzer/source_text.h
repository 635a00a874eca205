// A source file's text with a line index, for turning byte offsets into the
// 1-based line and column (in Unicode code points) that findings report.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cordon {

struct Position {
  uint32_t line = 1;    // 1-based
  uint32_t column = 1;  // 1-based, in code points
  friend bool operator==(const Position&, const Position&) = default;
};

class SourceText {
 public:
  explicit SourceText(std::string text);

  std::string_view text() const { return text_; }
  // The position of a byte offset (clamped to the text).
  Position PositionOf(uint32_t byte_offset) const;
  // A 1-based line's text without its line terminator; empty past the end.
  std::string_view Line(uint32_t line) const;
  uint32_t LineCount() const { return static_cast<uint32_t>(line_starts_.size()); }

 private:
  std::string text_;
  std::vector<uint32_t> line_starts_;
};

// Counts code points in UTF-8 text; invalid bytes count one each.
uint32_t CodePointCount(std::string_view utf8);

}  // namespace cordon
