// The program each sandbox container starts with. It waits on stdin for one program,
// framed as "<byte count> <file name>\n<bytes>", writes it into the working directory,
// points stdin at /dev/null, and runs it in the same interpreter. Containers can so be
// started ahead of need (the warm pool) with the interpreter already loaded, and code
// enters through the engine's attach API, never through a host mount.
#pragma once

#include <string>
#include <vector>

#include "language.h"

namespace cordon {

// The container command for a language: the interpreter running the launcher.
std::vector<std::string> LauncherCommand(Language language);

// The frame the launcher expects for `code`, stored as `file_name` in /work.
std::string LauncherFrame(const std::string& file_name, const std::string& code);

// main.py; for JavaScript main.mjs when the code uses ES module syntax, else main.cjs.
std::string ProgramFileName(Language language, const std::string& code);

}  // namespace cordon
