// Containers created, attached and started ahead of need, one pool per language, each
// with its launcher already waiting on stdin for a program. A run that takes one pays
// only for sending the code and running it. Each container is used exactly once; a
// background thread refills the pool, starting the missing containers side by side.
// Destroying the pool removes its idle containers.
//
// Its size follows demand within bounds (PoolSize): each call that finds a language's
// pool empty raises that language's target by one, up to `max` (parallel calls, an
// agent's burst: calls coming faster than one container starts); a language with no
// such call for `idle` lowers it by one, down to `min`, and the container over it is
// removed. When starting containers fails (the engine is gone, the host-wide admission
// has no room), the target drops to what the pool holds and does not grow again until
// a start succeeds, and the refiller waits a second before it tries again: a pool never
// competes with runs for a full host, nor spins against a dead engine.
//
// Pooled containers are made with the policy's default limits; a run that asks for
// other limits gets a fresh container instead (Runner decides).
#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

#include "analyzer/language.h"
#include "runner/clock.h"
#include "runner/container_engine.h"

namespace cordon {

using WarmContainer = StartedContainer;

struct PoolSize {
  size_t min = 1;                  // ready per language, always
  size_t max = 1;                  // ready per language at most, while calls keep coming
  std::chrono::seconds idle{120};  // no call that found none for this long: one fewer
  // How long the refiller waits for runs in flight to end before it starts replacements
  // anyway (see WarmPool::Take).
  std::chrono::milliseconds hold_back{150};
};

// Threads: Take, Ready and Fill may be called from any thread; the refiller shares the
// engine with everything else (container_engine.h).
class WarmPool {
 public:
  // `spec_for` builds the spec for a language's pooled containers. With `background`
  // false nothing refills on its own: call Fill() (tests, with a FakeEngine).
  WarmPool(ContainerEngine& engine, std::function<ContainerSpec(Language)> spec_for, PoolSize size,
           const Clock& clock, bool background = true);
  // A pool of a fixed size.
  WarmPool(ContainerEngine& engine, std::function<ContainerSpec(Language)> spec_for,
           size_t per_language, bool background = true);
  ~WarmPool();
  WarmPool(const WarmPool&) = delete;
  WarmPool& operator=(const WarmPool&) = delete;

  // A ready container, or nullopt when none is (the caller then creates one). A caller
  // that got one calls RunEnded() once the run it took it for has its result: while runs
  // are in flight the refiller holds back (PoolSize::hold_back at most), because a
  // container's start costs the engine tens of milliseconds of CPU, which a run on the
  // same cores would pay for (strace of a settled call on Docker: the replacement's
  // create began 8 ms into the 19 ms the program took to answer).
  std::optional<WarmContainer> Take(Language language);
  void RunEnded();
  size_t Running() const;  // containers taken whose runs have not ended
  // Lowers the target of each language idle for PoolSize::idle, and removes what is over
  // it; then creates containers, side by side, until each language has its target ready
  // or starting (a Fill on another thread counts). A failed start is remembered
  // (last_error) and lowers the target (see above). Returns false when a start failed.
  // `stop`: starts not yet begun are skipped, and a container started after it is removed.
  bool Fill(const std::stop_token& stop = {});
  size_t Ready(Language language) const;
  size_t Target(Language language) const;
  std::string last_error() const;

 private:
  void RefillLoop(const std::stop_token& stop);

  void Shrink();
  // One container for `language`, counted in starting_ until it is ready or failed.
  void StartOne(Language language, const std::stop_token& stop);

  ContainerEngine& engine_;
  std::function<ContainerSpec(Language)> spec_for_;
  PoolSize size_;
  const Clock* clock_;  // null: a fixed size, never idle
  mutable std::mutex mutex_;
  std::condition_variable_any wake_;
  std::map<Language, std::deque<WarmContainer>> ready_;
  std::map<Language, size_t> target_;
  std::map<Language, size_t> starting_;             // being started by a Fill now
  std::map<Language, Clock::TimePoint> last_miss_;  // a call found none ready
  size_t running_ = 0;    // containers taken whose runs have not ended (RunEnded)
  bool failing_ = false;  // the last start failed: no growth until one succeeds
  std::string last_error_;
  std::jthread refiller_;  // last: stopped and joined before the members it uses go
};

}  // namespace cordon
