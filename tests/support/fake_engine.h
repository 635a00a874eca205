// A ContainerEngine that runs nothing: it records every call and plays back scripted
// output and exit states, so the runner's lifecycle, limits and timeout logic are
// tested without an engine. Reads that time out advance the ManualClock they share.
// Its containers speak the launcher's protocol (launcher.h): each job written to a
// stream plays the script's output, then (unless told otherwise) the trailer.
// Every call takes one lock, so servers and pools may call it from several threads.
#pragma once

#include <deque>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "runner/container_engine.h"
#include "tests/support/manual_clock.h"

namespace cordon {

class FakeEngine final : public ContainerEngine {
 public:
  // What the next created container does.
  struct Script {
    std::vector<StreamChunk> output;  // played back in order, then kEnd
    bool hang = false;                // after the output, time out forever instead of ending
    ContainerState exit{false, 0, false};
    bool fail_create = false;
    // After the output, report like the launcher: the trailer with exit.exit_code and
    // these artifacts ({"path","size","data"} objects). False: the launcher died.
    bool report = true;
    nlohmann::json artifacts = nlohmann::json::array();
    // Like a one-shot JavaScript job whose program goes on after the launcher reported:
    // no end mark on stderr, this output after the trailer, then the stream ends.
    bool end_mark = true;
    std::vector<StreamChunk> after_trailer = {};
    std::optional<int64_t> reported_exit = {};  // the trailer's status, when not exit.exit_code
    bool real_time = false;      // a hanging read sleeps for real instead of advancing the clock
    bool stdin_blocked = false;  // the container never reads its stdin
    nlohmann::json refused;      // the trailer's runtime refusal, when not null
    nlohmann::json declined;     // the trailer's declined library attempts, when not null
    nlohmann::json interpreter;  // the trailer's word on a live session's interpreter
  };

  explicit FakeEngine(ManualClock& clock) : clock_(clock) {}

  void SetScript(Script script) {
    std::lock_guard lock(mutex_);
    script_ = std::move(script);
  }
  // Copies, taken under the lock.
  std::vector<std::string> calls() const {
    std::lock_guard lock(mutex_);
    return calls_;
  }
  std::vector<ContainerSpec> specs() const {
    std::lock_guard lock(mutex_);
    return specs_;
  }
  std::string stdin_received() const {
    std::lock_guard lock(mutex_);
    return stdin_;
  }
  // The header of each job the containers received, in order.
  std::vector<nlohmann::json> jobs() const {
    std::lock_guard lock(mutex_);
    return jobs_;
  }
  size_t live_containers() const {
    std::lock_guard lock(mutex_);
    return live_.size();
  }

  // An unreachable engine (its service died): Ping answers false, and every other call
  // throws EngineError, as a refused connection does.
  void SetReachable(bool reachable) {
    std::lock_guard lock(mutex_);
    reachable_ = reachable;
  }

  // Remove(id) throws EngineError, as for a container stuck in the engine ("removal
  // already in progress", a busy mount).
  void RefuseRemoval(const std::string& id) {
    std::lock_guard lock(mutex_);
    unremovable_.insert(id);
  }
  // What ListByLabel tells of container `id`: its state and when it was made.
  void SetSummary(const std::string& id, std::string state, int64_t created) {
    std::lock_guard lock(mutex_);
    live_[id].state = std::move(state);
    live_[id].created = created;
  }

  std::string Name() const override { return name; }
  bool Ping() override;
  std::string Create(const ContainerSpec& spec) override;
  std::unique_ptr<AttachedStream> Attach(const std::string& id) override;
  void Start(const std::string& id) override;
  ContainerState Inspect(const std::string& id) override;
  std::optional<ContainerState> Wait(const std::string& id,
                                     std::chrono::milliseconds timeout) override;
  void Kill(const std::string& id) override;
  void Remove(const std::string& id) override;
  std::vector<ContainerSummary> ListByLabel(const std::string& key,
                                            const std::string& value) override;
  bool ImageExists(const std::string& image) override;
  void ImportImage(const std::string& tar_path, const std::string& reference,
                   const std::string& label = "") override;
  void RemoveImage(const std::string& reference) override;
  std::string ImageLabel(const std::string& image, const std::string& key) override;
  void Export(const std::string& id, const std::string& tar_path) override;

  std::string name = "fake";                        // what Name() answers
  std::set<std::string> images;                     // what ImageExists answers true for
  std::map<std::string, std::string> image_labels;  // image -> its one "KEY=VALUE" label

 private:
  friend class FakeStream;
  mutable std::recursive_mutex mutex_;
  ManualClock& clock_;
  Script script_;
  std::vector<std::string> calls_;
  std::vector<ContainerSpec> specs_;
  std::string stdin_;
  std::vector<nlohmann::json> jobs_;
  std::map<std::string, ContainerSummary> live_;
  std::map<std::string, bool> killed_;
  int next_id_ = 1;
  bool reachable_ = true;
  std::set<std::string> unremovable_;
  // Containers made with ContainerSpec::auto_remove, and those of them that exited and
  // were removed (calls "auto-remove ID"): no such container for any call after.
  std::set<std::string> auto_remove_, gone_;
  void CheckReachable() const;                    // throws EngineError when not
  void CheckExists(const std::string& id) const;  // throws EngineError for a gone one
  void Exited(const std::string& id);             // the launcher exited
};

}  // namespace cordon
