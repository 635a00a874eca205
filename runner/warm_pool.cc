#include "runner/warm_pool.h"

#include <system_error>
#include <vector>

namespace cordon {
namespace {

constexpr Language kLanguages[] = {Language::kPython, Language::kJavaScript};

}  // namespace

WarmPool::WarmPool(ContainerEngine& engine, std::function<ContainerSpec(Language)> spec_for,
                   PoolSize size, const Clock& clock, bool background)
    : engine_(engine), spec_for_(std::move(spec_for)), size_(size), clock_(&clock) {
  size_.max = std::max(size_.max, size_.min);
  for (Language language : kLanguages) {
    target_[language] = size_.min;
    last_miss_[language] = clock.Now();
  }
  if (background)
    refiller_ = std::jthread([this](const std::stop_token& stop) { RefillLoop(stop); });
}

WarmPool::WarmPool(ContainerEngine& engine, std::function<ContainerSpec(Language)> spec_for,
                   size_t per_language, bool background)
    : engine_(engine),
      spec_for_(std::move(spec_for)),
      size_{per_language, per_language, std::chrono::seconds(0), PoolSize{}.hold_back},
      clock_(nullptr) {
  for (Language language : kLanguages) target_[language] = per_language;
  if (background)
    refiller_ = std::jthread([this](const std::stop_token& stop) { RefillLoop(stop); });
}

WarmPool::~WarmPool() {
  if (refiller_.joinable()) {
    refiller_.request_stop();
    wake_.notify_all();
    refiller_.join();
  }
  std::lock_guard lock(mutex_);
  for (auto& [language, containers] : ready_) {
    for (auto& c : containers) {
      // Remove before closing the stream: on EOF the launcher exits, and a removal
      // racing the engine's own clean-up after that exit can fail.
      RemoveQuietly(engine_, c.id);
      c.stream.reset();
    }
  }
}

std::optional<WarmContainer> WarmPool::Take(Language language) {
  std::optional<WarmContainer> taken;
  {
    std::lock_guard lock(mutex_);
    auto& queue = ready_[language];
    if (!queue.empty()) {
      taken = std::move(queue.front());
      queue.pop_front();
      ++running_;
    } else {
      // A call found none ready: calls come faster than one refills. Not while starts
      // fail: a full host or a dead engine is no reason to want more.
      if (target_[language] < size_.max && !failing_) ++target_[language];
      if (clock_ != nullptr) last_miss_[language] = clock_->Now();
    }
  }
  wake_.notify_all();
  return taken;
}

void WarmPool::RunEnded() {
  {
    std::lock_guard lock(mutex_);
    if (running_ > 0) --running_;
  }
  wake_.notify_all();
}

void WarmPool::Shrink() {
  if (clock_ == nullptr) return;
  std::vector<WarmContainer> surplus;
  {
    std::lock_guard lock(mutex_);
    Clock::TimePoint now = clock_->Now();
    for (Language language : kLanguages) {
      if (now - last_miss_[language] < size_.idle || target_[language] <= size_.min) continue;
      --target_[language];
      last_miss_[language] = now;  // the next step down after another idle period
      auto& queue = ready_[language];
      while (queue.size() > target_[language]) {
        surplus.push_back(std::move(queue.back()));
        queue.pop_back();
      }
    }
  }
  for (auto& c : surplus) {
    RemoveQuietly(engine_, c.id);
    c.stream.reset();
  }
}

bool WarmPool::Fill(const std::stop_token& stop) {
  Shrink();
  std::vector<Language> missing;
  {
    std::lock_guard lock(mutex_);
    for (Language language : kLanguages) {
      for (size_t n = ready_[language].size() + starting_[language]; n < target_[language]; ++n) {
        missing.push_back(language);
        ++starting_[language];
      }
    }
  }
  if (missing.empty()) return true;
  // Side by side: a container's start is mostly waiting on the engine and the runtime.
  {
    std::vector<std::jthread> starters;
    for (size_t i = 1; i < missing.size(); ++i) {
      try {
        starters.emplace_back([this, language = missing[i], &stop] { StartOne(language, stop); });
      } catch (const std::system_error&) {  // no thread to be had: start it here
        StartOne(missing[i], stop);
      }
    }
    StartOne(missing[0], stop);
  }  // joined
  std::lock_guard lock(mutex_);
  return !failing_;
}

void WarmPool::StartOne(Language language, const std::stop_token& stop) {
  std::optional<WarmContainer> c;
  std::string error;
  if (!stop.stop_requested()) {
    try {
      c = StartAttached(engine_, spec_for_(language));
    } catch (const EngineError& e) {
      error = e.what();
    }
  }
  if (c && stop.stop_requested()) {  // the pool is going: this one is not wanted
    RemoveQuietly(engine_, c->id);
    c->stream.reset();
    c.reset();
  }
  std::lock_guard lock(mutex_);
  --starting_[language];
  if (c) {
    ready_[language].push_back(std::move(*c));
    failing_ = false;
  } else if (!error.empty()) {
    last_error_ = error;
    failing_ = true;
    // Want no more than the pool holds (and at least the minimum) until a start succeeds.
    target_[language] = std::max(size_.min, ready_[language].size() + starting_[language]);
  }
}

size_t WarmPool::Ready(Language language) const {
  std::lock_guard lock(mutex_);
  auto it = ready_.find(language);
  return it == ready_.end() ? 0 : it->second.size();
}

size_t WarmPool::Running() const {
  std::lock_guard lock(mutex_);
  return running_;
}

size_t WarmPool::Target(Language language) const {
  std::lock_guard lock(mutex_);
  auto it = target_.find(language);
  return it == target_.end() ? 0 : it->second;
}

std::string WarmPool::last_error() const {
  std::lock_guard lock(mutex_);
  return last_error_;
}

void WarmPool::RefillLoop(const std::stop_token& stop) {
  while (!stop.stop_requested()) {
    {
      // Runs in flight first (see Take); a long one gets its refill after hold_back.
      std::unique_lock lock(mutex_);
      wake_.wait_for(lock, stop, size_.hold_back, [this] { return running_ == 0; });
    }
    bool filled = Fill(stop);
    std::unique_lock lock(mutex_);
    if (!filled) {
      // A start failed: wait the second out before trying again, whatever is missing.
      wake_.wait_for(lock, stop, std::chrono::seconds(1), [] { return false; });
      continue;
    }
    // Wake when a container is taken, or after a second (an idle language to shrink).
    wake_.wait_for(lock, stop, std::chrono::seconds(1), [this] {
      for (Language language : kLanguages) {
        if (ready_[language].size() + starting_[language] < target_[language]) return true;
      }
      return false;
    });
  }
}

}  // namespace cordon
