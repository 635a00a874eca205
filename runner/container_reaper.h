// Removes finished containers off the run's critical path: a run hands its container
// over and returns its result at once, and a background thread does the (forced)
// removal, which takes tens of milliseconds on Podman. Destroying the reaper removes
// everything still queued, so removal is still guaranteed when the process exits
// normally; a killed process leaves labelled containers the next start's orphan
// sweep removes.
#pragma once

#include <condition_variable>
#include <deque>
#include <mutex>
#include <string>
#include <thread>

#include "runner/container_engine.h"

namespace cordon {

// Threads: Dispose and Drain may be called from any thread.
class ContainerReaper {
 public:
  // With `background` false nothing is removed until Drain() (tests).
  explicit ContainerReaper(ContainerEngine& engine, bool background = true);
  ~ContainerReaper();
  ContainerReaper(const ContainerReaper&) = delete;
  ContainerReaper& operator=(const ContainerReaper&) = delete;

  // Queues a container for forced removal.
  void Remove(std::string id);
  // Removes everything queued so far before returning (from the calling thread when
  // the background one is busy or absent). Removal errors are dropped: the next
  // start's orphan sweep takes what is left.
  void Drain();
  size_t pending() const;

 private:
  void Loop(const std::stop_token& stop);
  bool RemoveOne();  // false when the queue was empty

  ContainerEngine& engine_;
  mutable std::mutex mutex_;
  std::condition_variable_any wake_;
  std::condition_variable_any idle_;
  std::deque<std::string> queue_;
  size_t in_flight_ = 0;
  std::jthread worker_;  // last: stopped and joined before the members it uses go
};

// Hands `id` to `reaper` when there is one, else removes it now (quietly).
void Dispose(ContainerEngine& engine, ContainerReaper* reaper, const std::string& id);

}  // namespace cordon
