// Errors in user-supplied configuration (rule files, policies): they carry the file
// and the 1-based line and column, and read like a compiler's:
//   rules/python/exec.yaml:12:5: unknown key 'patern' (did you mean 'pattern'?)
//
// Error convention for the analyzer layer: loading configuration throws ConfigError,
// which the component edge (the CLI command, later the server) catches and reports.
// Analysing source never throws for bad source: problems become findings.
#pragma once

#include <stdexcept>
#include <string>

namespace cordon {

class ConfigError : public std::runtime_error {
 public:
  ConfigError(std::string file, int line, int column, std::string message)
      : std::runtime_error(Format(file, line, column, message)),
        file_(std::move(file)),
        line_(line),
        column_(column),
        message_(std::move(message)) {}

  const std::string& file() const { return file_; }
  int line() const { return line_; }      // 0 when unknown
  int column() const { return column_; }  // 0 when unknown
  const std::string& message() const { return message_; }

 private:
  static std::string Format(const std::string& file, int line, int column,
                            const std::string& message) {
    std::string out = file;
    if (line > 0) out += ":" + std::to_string(line);
    if (line > 0 && column > 0) out += ":" + std::to_string(column);
    return out + ": " + message;
  }

  std::string file_;
  int line_;
  int column_;
  std::string message_;
};

}  // namespace cordon
