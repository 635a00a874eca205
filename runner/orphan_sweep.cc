#include "runner/orphan_sweep.h"

#include <fstream>
#include <string>

#include "runner/runner.h"

namespace cordon {

size_t RemoveOrphans(ContainerEngine& engine, const std::function<bool(long)>& process_alive) {
  size_t removed = 0;
  for (const auto& c : engine.ListByLabel(kManagedLabel, "true")) {
    auto it = c.labels.find(kPidLabel);
    long pid = 0;
    try {
      pid = it == c.labels.end() ? 0 : std::stol(it->second);
    } catch (const std::exception&) {
      pid = 0;
    }
    if (pid > 0 && process_alive(pid)) continue;
    try {
      engine.Remove(c.id);
      ++removed;
    } catch (const EngineError&) {
      // One stuck container must not stop the sweep, nor the run that started it; the
      // next sweep tries again.
    }
  }
  return removed;
}

void RemoveInstanceContainers(ContainerEngine& engine, const std::string& instance_id) {
  for (const auto& c : engine.ListByLabel(kInstanceLabel, instance_id)) RemoveQuietly(engine, c.id);
}

bool IsLiveCordonProcess(long pid) {
  // /proc/PID/stat is "pid (comm) state ...": a killed process stays a zombie, with its
  // name, until its parent reaps it, so the state must be read as well as the name.
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  if (!stat || !std::getline(stat, line)) return false;
  size_t open = line.find('('), close = line.rfind(')');
  if (open == std::string::npos || close == std::string::npos || close + 2 >= line.size())
    return false;
  std::string name = line.substr(open + 1, close - open - 1);
  char state = line[close + 2];
  if (state == 'Z' || state == 'X') return false;
  return name.rfind("cordon", 0) == 0 || name.rfind("code-sandbox", 0) == 0;
}

}  // namespace cordon
