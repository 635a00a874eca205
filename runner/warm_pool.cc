#include "runner/warm_pool.h"

namespace cordon {

WarmPool::WarmPool(ContainerEngine& engine, std::function<ContainerSpec(Language)> spec_for,
                   size_t per_language, bool background)
    : engine_(engine), spec_for_(std::move(spec_for)), per_language_(per_language) {
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
    }
  }
  wake_.notify_all();
  return taken;
}

void WarmPool::Fill() {
  for (Language language : {Language::kPython, Language::kJavaScript}) {
    for (;;) {
      {
        std::lock_guard lock(mutex_);
        if (ready_[language].size() >= per_language_) break;
      }
      WarmContainer c;
      try {
        c = StartAttached(engine_, spec_for_(language));
      } catch (const EngineError& e) {
        std::lock_guard lock(mutex_);
        last_error_ = e.what();
        return;
      }
      std::lock_guard lock(mutex_);
      ready_[language].push_back(std::move(c));
    }
  }
}

size_t WarmPool::Ready(Language language) const {
  std::lock_guard lock(mutex_);
  auto it = ready_.find(language);
  return it == ready_.end() ? 0 : it->second.size();
}

std::string WarmPool::last_error() const {
  std::lock_guard lock(mutex_);
  return last_error_;
}

void WarmPool::RefillLoop(const std::stop_token& stop) {
  while (!stop.stop_requested()) {
    Fill();
    std::unique_lock lock(mutex_);
    // Wake when a container is taken, or retry after a second (an engine error).
    wake_.wait_for(lock, stop, std::chrono::seconds(1), [this] {
      for (Language language : {Language::kPython, Language::kJavaScript}) {
        if (ready_[language].size() < per_language_) return true;
      }
      return false;
    });
  }
}

}  // namespace cordon
