// The launcher programs' source text, embedded at build time from runner/launcher/.
#pragma once

namespace cordon {

extern const char* const kPythonLauncherSource;
extern const char* const kNodeLauncherSource;
extern const char* const kNodeChildSource;

}  // namespace cordon
