// A CI-gate input that cannot be used: a revision that is not in the clone, a path
// outside the git work tree, git failing. The message says what and what to do; the CLI
// prints it and exits 2. (A bad baseline file is a ConfigError, like other configuration.)
#pragma once

#include <stdexcept>

namespace cordon {

class GateError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace cordon
