// Removes containers that earlier cordon processes left behind (killed before they
// could clean up). Every cordon container carries its creating process (pid and start
// time); a container whose process is no longer running is an orphan.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <set>
#include <string>

#include "runner/container_engine.h"

namespace cordon {

// The process that made a container or a folder: its pid and (older cordons wrote
// only the pid) when it started (clock ticks after boot, /proc/PID/stat), so that neither a pid the
// kernel has since given to another process nor a cordon under another name (the
// server is a library) is mistaken. Containers carry the two as labels (kPidLabel,
// kPidStartLabel); folders are named "PID@START..." (older cordons: "PID...").
struct ProcessOwner {
  long pid = 0;
  std::optional<unsigned long long> start;
};
// This process, as "PID@START".
std::string OwnerLabel();
// "PID" or "PID@START"; nullopt for anything else.
std::optional<ProcessOwner> ParseOwner(const std::string& text);
// When process `pid` started; nullopt if there is none, or it is a zombie.
std::optional<unsigned long long> ProcessStart(long pid);

// Returns how many containers were removed; one that cannot be removed is skipped (the
// next sweep tries again). `process_alive(owner)` answers whether the process that made
// a container still runs; containers with no owner label are orphans. A container the
// engine is removing itself (EngineIsRemoving, at `now`) is left to it: on Podman a
// removal waits for the one under way. Throws EngineError only when the engine cannot
// list.
size_t RemoveOrphans(ContainerEngine& engine,
                     const std::function<bool(const ProcessOwner&)>& process_alive,
                     std::chrono::system_clock::time_point now);

// Whether the engine is removing `c` by itself: made to be removed when it exits
// (kAutoRemoveLabel), it has ended, and it was made less than ten minutes before `now`
// (one older is taken to be stuck).
bool EngineIsRemoving(const ContainerSummary& c, std::chrono::system_clock::time_point now);

// Removes every container labelled as made by cordon instance `instance_id` but those in
// `except`, each removal's failure dropped; throws EngineError when the engine cannot
// list them.
void RemoveInstanceContainers(ContainerEngine& engine, const std::string& instance_id,
                              const std::set<std::string>& except = {});

// The real check. With a start time: that very process still runs (whatever its name).
// Without (an older cordon's label): the pid is a running (not zombie) process whose
// command name starts with "cordon" or "code-sandbox" (the kernel truncates names to 15
// bytes).
bool IsLiveCordonProcess(const ProcessOwner& owner);

}  // namespace cordon
