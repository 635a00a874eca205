// Removes containers that earlier cordon processes left behind (killed before they
// could clean up). Every cordon container carries the creating process's pid; a
// container whose process is no longer a running cordon is an orphan.
#pragma once

#include <functional>
#include <string>

#include "runner/container_engine.h"

namespace cordon {

// Returns how many containers were removed; one that cannot be removed is skipped (the
// next sweep tries again). `process_alive(pid)` answers whether that pid is a live
// cordon process on this host. Throws EngineError only when the engine cannot list.
size_t RemoveOrphans(ContainerEngine& engine, const std::function<bool(long)>& process_alive);

// Removes every container labelled as made by cordon instance `instance_id`, each
// removal's failure dropped; throws EngineError when the engine cannot list them.
void RemoveInstanceContainers(ContainerEngine& engine, const std::string& instance_id);

// The real check: the pid is a running (not zombie) process whose command name starts
// with "cordon" or "code-sandbox" (the MCP alias; the kernel truncates names to 15 bytes).
bool IsLiveCordonProcess(long pid);

}  // namespace cordon
