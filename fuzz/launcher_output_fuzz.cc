// libFuzzer target: what a container writes, split into the program's output and the
// launcher's trailer. The input is a run's stream: chunks separated by 0x1f, odd ones
// stdout and even ones stderr; its first byte picks the caps. The program's output
// never exceeds its cap, and a trailer parses or is refused.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "runner/container_engine.h"
#include "runner/launcher_output.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const size_t output_cap = 1 + data[0] * 16u;
  const size_t trailer_cap = 1 + data[0] * 64u;
  std::string_view input(reinterpret_cast<const char*>(data) + 1, size - 1);
  cordon::LauncherOutput output("00ff00ff00ff00ff", output_cap, trailer_cap);
  bool on_stdout = true;
  while (!input.empty()) {
    auto separator = input.find('\x1f');
    cordon::StreamChunk chunk{
        on_stdout ? cordon::StreamChunk::Kind::kStdout : cordon::StreamChunk::Kind::kStderr,
        std::string(input.substr(0, separator))};
    input.remove_prefix(separator == std::string_view::npos ? input.size() : separator + 1);
    on_stdout = !on_stdout;
    if (!output.Add(chunk) || output.Complete()) break;
  }
  output.Finish();
  if (output.stdout_text.size() > output_cap || output.stderr_text.size() > output_cap) {
    __builtin_trap();
  }
  if (output.HasTrailer()) {
    auto trailer = cordon::ParseTrailer(output.trailer_json(), {64, 128, 3});
    if (trailer) {
      int64_t total = 0;
      for (const auto& artifact : trailer->artifacts) {
        total += static_cast<int64_t>(artifact.content.size());
        if (artifact.path.empty() || artifact.path[0] == '/') __builtin_trap();
      }
      if (total > 128 || trailer->artifacts.size() > 3) __builtin_trap();
    }
  }
  return 0;
}
