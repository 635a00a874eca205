#include "runner/orphan_sweep.h"

#include <re2/re2.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

#include "runner/runner.h"

namespace cordon {

namespace {

// The fields of /proc/PID/stat: "pid (comm) state ppid ...", comm in parentheses that
// may hold anything, so the rest is read after the last ')'.
struct Stat {
  std::string name;
  char state = 0;
  unsigned long long start = 0;  // field 22
};
std::optional<Stat> ReadStat(long pid) {
  std::ifstream file("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  if (!file || !std::getline(file, line)) return std::nullopt;
  size_t open = line.find('('), close = line.rfind(')');
  if (open == std::string::npos || close == std::string::npos || close + 2 >= line.size()) {
    return std::nullopt;
  }
  Stat stat;
  stat.name = line.substr(open + 1, close - open - 1);
  std::istringstream rest(line.substr(close + 2));
  rest >> stat.state;
  std::string field;
  for (int i = 4; i < 22 && rest >> field; ++i) {
  }
  if (!(rest >> stat.start)) return std::nullopt;
  return stat;
}

}  // namespace

std::optional<unsigned long long> ProcessStart(long pid) {
  auto stat = ReadStat(pid);
  // A killed process stays a zombie, with its name, until its parent reaps it.
  if (!stat || stat->state == 'Z' || stat->state == 'X') return std::nullopt;
  return stat->start;
}

std::string OwnerLabel() {
  return std::to_string(getpid()) + "@" + std::to_string(ProcessStart(getpid()).value_or(0));
}

std::optional<ProcessOwner> ParseOwner(const std::string& text) {
  static const re2::RE2 kOwner(R"(([0-9]{1,9})(?:@([0-9]{1,19}))?)");
  long pid = 0;
  std::string start;
  if (!re2::RE2::FullMatch(text, kOwner, &pid, &start) || pid <= 0) return std::nullopt;
  ProcessOwner owner{pid, std::nullopt};
  if (!start.empty()) owner.start = std::stoull(start);
  return owner;
}

bool EngineIsRemoving(const ContainerSummary& c, std::chrono::system_clock::time_point now) {
  auto label = c.labels.find(kAutoRemoveLabel);
  if (label == c.labels.end() || label->second != "true") return false;
  // Ended. Not one never started (no exit will remove it), a paused one (frozen), or one
  // still running: a killed cordon's program, which must not run on to its deadline
  // (a one-off run's container also says "running" a moment after its process exited,
  // but Prepare's sweep is off the run's path: sandbox_core.cc).
  static constexpr std::string_view kEnded[] = {"stopping", "stopped", "exited", "removing",
                                                "dead"};
  if (std::find(std::begin(kEnded), std::end(kEnded), c.state) == std::end(kEnded)) {
    return false;
  }
  // Made in the last ten minutes; a time ahead of `now` (an engine whose clock runs ahead,
  // or garbage) is not believed.
  const auto now_seconds =
      std::chrono::duration_cast<std::chrono::seconds>(now.time_since_epoch()).count();
  return c.created > 0 && c.created <= now_seconds + 60 && now_seconds - c.created < 600;
}

size_t RemoveOrphans(ContainerEngine& engine,
                     const std::function<bool(const ProcessOwner&)>& process_alive,
                     std::chrono::system_clock::time_point now) {
  size_t removed = 0;
  for (const auto& c : engine.ListByLabel(kManagedLabel, "true")) {
    if (EngineIsRemoving(c, now)) continue;
    auto pid = c.labels.find(kPidLabel);
    auto start = c.labels.find(kPidStartLabel);
    std::optional<ProcessOwner> owner;
    if (pid != c.labels.end()) {
      owner =
          ParseOwner(pid->second + (start == c.labels.end() ? std::string() : "@" + start->second));
    }
    if (owner && process_alive(*owner)) continue;
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

void RemoveInstanceContainers(ContainerEngine& engine, const std::string& instance_id,
                              const std::set<std::string>& except) {
  for (const auto& c : engine.ListByLabel(kInstanceLabel, instance_id)) {
    if (except.count(c.id) == 0) RemoveQuietly(engine, c.id);
  }
}

bool IsLiveCordonProcess(const ProcessOwner& owner) {
  auto stat = ReadStat(owner.pid);
  if (!stat || stat->state == 'Z' || stat->state == 'X') return false;
  if (owner.start) return stat->start == *owner.start;
  return stat->name.rfind("cordon", 0) == 0 || stat->name.rfind("code-sandbox", 0) == 0;
}

}  // namespace cordon
