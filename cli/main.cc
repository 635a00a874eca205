// cordon: a policy-first code sandbox for AI agents. main only hands the command
// line and the real streams to RunCordon.
#include <iostream>

#include "cli/app.h"

int main(int argc, char** argv) {
  std::vector<std::string> args(argv, argv + argc);
  cordon::cli::Io io{std::cin, std::cout, std::cerr};
  return cordon::cli::RunCordon(args, io);
}
