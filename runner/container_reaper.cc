#include "runner/container_reaper.h"

namespace cordon {

ContainerReaper::ContainerReaper(ContainerEngine& engine, bool background) : engine_(engine) {
  if (background) worker_ = std::jthread([this](const std::stop_token& stop) { Loop(stop); });
}

ContainerReaper::~ContainerReaper() {
  if (worker_.joinable()) {
    worker_.request_stop();
    wake_.notify_all();
    worker_.join();
  }
  Drain();
}

void ContainerReaper::Remove(std::string id) {
  {
    std::lock_guard lock(mutex_);
    queue_.push_back(std::move(id));
  }
  wake_.notify_one();
}

bool ContainerReaper::RemoveOne() {
  std::string id;
  {
    std::lock_guard lock(mutex_);
    if (queue_.empty()) return false;
    id = std::move(queue_.front());
    queue_.pop_front();
    ++in_flight_;
  }
  RemoveQuietly(engine_, id);
  {
    std::lock_guard lock(mutex_);
    --in_flight_;
  }
  idle_.notify_all();
  return true;
}

void ContainerReaper::Drain() {
  while (RemoveOne()) {
  }
  std::unique_lock lock(mutex_);
  idle_.wait(lock, [this] { return in_flight_ == 0 && queue_.empty(); });
}

size_t ContainerReaper::pending() const {
  std::lock_guard lock(mutex_);
  return queue_.size() + in_flight_;
}

void ContainerReaper::Loop(const std::stop_token& stop) {
  while (!stop.stop_requested()) {
    if (RemoveOne()) continue;
    std::unique_lock lock(mutex_);
    wake_.wait(lock, stop, [this] { return !queue_.empty(); });
  }
}

void Dispose(ContainerEngine& engine, ContainerReaper* reaper, const std::string& id) {
  if (reaper != nullptr) {
    reaper->Remove(id);
  } else {
    RemoveQuietly(engine, id);
  }
}

}  // namespace cordon
