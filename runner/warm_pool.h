// Containers created, attached and started ahead of need, one pool per language, each
// with its launcher already waiting on stdin for a program. A run that takes one pays
// only for sending the code and running it. Each container is used exactly once; a
// background thread refills the pool. Destroying the pool removes its idle containers.
//
// Pooled containers are made with the policy's default limits; a run that asks for
// other limits gets a fresh container instead (Runner decides).
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

#include "analyzer/language.h"
#include "runner/container_engine.h"

namespace cordon {

using WarmContainer = StartedContainer;

// Threads: Take, Ready and Fill may be called from any thread; the refiller shares the
// engine with everything else (container_engine.h).
class WarmPool {
 public:
  // `spec_for` builds the spec for a language's pooled containers. With `background`
  // false nothing refills on its own: call Fill() (tests, with a FakeEngine).
  WarmPool(ContainerEngine& engine, std::function<ContainerSpec(Language)> spec_for,
           size_t per_language, bool background = true);
  ~WarmPool();
  WarmPool(const WarmPool&) = delete;
  WarmPool& operator=(const WarmPool&) = delete;

  // A ready container, or nullopt when none is (the caller then creates one).
  std::optional<WarmContainer> Take(Language language);
  // Creates containers until each language has `per_language` ready. Engine errors are
  // remembered (last_error) and end this fill; the next one tries again.
  void Fill();
  size_t Ready(Language language) const;
  std::string last_error() const;

 private:
  void RefillLoop(const std::stop_token& stop);

  ContainerEngine& engine_;
  std::function<ContainerSpec(Language)> spec_for_;
  size_t per_language_;
  mutable std::mutex mutex_;
  std::condition_variable_any wake_;
  std::map<Language, std::deque<WarmContainer>> ready_;
  std::string last_error_;
  std::jthread refiller_;  // last: stopped and joined before the members it uses go
};

}  // namespace cordon
