// The whole command line as a function: parse `args` (args[0] is the program name),
// run the chosen subcommand against `io`, return the exit code. main() is a thin
// wrapper; tests call this with string streams.
#pragma once

#include <string>
#include <vector>

#include "cli/commands.h"

namespace cordon::cli {

int RunCordon(const std::vector<std::string>& args, Io& io);

}  // namespace cordon::cli
