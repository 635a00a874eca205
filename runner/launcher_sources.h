// The launcher programs' source text, embedded at build time from runner/launcher/.
#pragma once

namespace cordon {

extern const char* const kPythonLauncherSource;
extern const char* const kNodeLauncherSource;
extern const char* const kPythonChildSource;  // child.py: the Python program's process
extern const char* const kNodeChildSource;    // child.js: the JavaScript program's process

}  // namespace cordon
