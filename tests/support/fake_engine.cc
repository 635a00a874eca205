#include "tests/support/fake_engine.h"

#include <algorithm>
#include <thread>

namespace cordon {

class FakeStream final : public AttachedStream {
 public:
  FakeStream(FakeEngine& engine, std::string id) : engine_(engine), id_(std::move(id)) {}
  bool Write(std::string_view data, std::chrono::milliseconds timeout) override {
    std::lock_guard lock(engine_.mutex_);
    engine_.CheckReachable();
    if (engine_.script_.stdin_blocked) {  // nobody reads: the write waits out its time
      engine_.clock_.Advance(timeout);
      return false;
    }
    engine_.stdin_.append(data);
    pending_.append(data);
    // A complete job (header line, then the program's and files' bytes) plays the script.
    for (;;) {
      auto newline = pending_.find('\n');
      if (newline == std::string::npos) return true;
      auto header = nlohmann::json::parse(pending_.substr(0, newline));
      size_t size = header["size"].get<size_t>();
      for (const auto& file : header["files"]) size += file["size"].get<size_t>();
      if (pending_.size() < newline + 1 + size) return true;
      pending_.erase(0, newline + 1 + size);
      engine_.jobs_.push_back(header);
      Play(header["nonce"].get<std::string>());
    }
  }
  void CloseStdin() override {
    std::lock_guard lock(engine_.mutex_);
    engine_.calls_.push_back("close-stdin " + id_);
  }
  StreamChunk Read(std::chrono::milliseconds timeout) override {
    {
      std::lock_guard lock(engine_.mutex_);
      engine_.CheckReachable();
      if (engine_.killed_[id_]) return {StreamChunk::Kind::kEnd, ""};
      if (!output_.empty()) {
        StreamChunk chunk = output_.front();
        output_.pop_front();
        return chunk;
      }
      if (!engine_.script_.hang && ended_) return {StreamChunk::Kind::kEnd, ""};
      if (!engine_.script_.real_time) {
        engine_.clock_.Advance(timeout);
        return {StreamChunk::Kind::kTimeout, ""};
      }
    }
    std::this_thread::sleep_for(std::min(timeout, std::chrono::milliseconds(50)));
    return {StreamChunk::Kind::kTimeout, ""};
  }

 private:
  void Play(const std::string& nonce) {
    const auto& script = engine_.script_;
    output_.insert(output_.end(), script.output.begin(), script.output.end());
    if (script.hang) return;
    engine_.Exited(id_);  // whatever is queued stays readable, as a socket's buffer does
    if (!script.report) {
      ended_ = true;
      return;
    }
    nlohmann::json trailer = {{"exit", script.reported_exit.value_or(script.exit.exit_code)},
                              {"artifacts", script.artifacts},
                              {"more", 0}};
    if (!script.refused.is_null()) trailer["refused"] = script.refused;
    if (!script.declined.is_null()) trailer["declined"] = script.declined;
    if (!script.interpreter.is_null()) trailer["interpreter"] = script.interpreter;
    std::string marker =
        "\x1e"
        "cordon:" +
        nonce;
    output_.push_back({StreamChunk::Kind::kStdout, marker + " " + trailer.dump() + "\n"});
    if (!script.end_mark) {
      output_.insert(output_.end(), script.after_trailer.begin(), script.after_trailer.end());
      ended_ = true;
      return;
    }
    output_.push_back({StreamChunk::Kind::kStderr, marker + "\n"});
  }

  FakeEngine& engine_;
  std::string id_;
  std::string pending_;
  std::deque<StreamChunk> output_;
  bool ended_ = false;  // the launcher exited without reporting: the stream ends
};

void FakeEngine::CheckReachable() const {
  if (!reachable_) throw EngineError("fake: cannot reach the engine");
}

void FakeEngine::CheckExists(const std::string& id) const {
  if (gone_.count(id) > 0) throw NoSuchContainer("fake: no such container " + id);
}

void FakeEngine::Exited(const std::string& id) {
  if (auto_remove_.count(id) == 0 || gone_.count(id) > 0) return;
  calls_.push_back("auto-remove " + id);
  live_.erase(id);
  gone_.insert(id);
}

bool FakeEngine::Ping() {
  std::lock_guard lock(mutex_);
  return reachable_;
}

std::string FakeEngine::Create(const ContainerSpec& spec) {
  std::lock_guard lock(mutex_);
  CheckReachable();
  if (script_.fail_create) throw EngineError("fake: image not found");
  std::string id = "c" + std::to_string(next_id_++);
  calls_.push_back("create " + id);
  specs_.push_back(spec);
  live_[id] = {id, spec.labels, "", 0};
  if (spec.auto_remove) auto_remove_.insert(id);
  return id;
}

std::unique_ptr<AttachedStream> FakeEngine::Attach(const std::string& id) {
  std::lock_guard lock(mutex_);
  CheckReachable();
  calls_.push_back("attach " + id);
  return std::make_unique<FakeStream>(*this, id);
}

void FakeEngine::Start(const std::string& id) {
  std::lock_guard lock(mutex_);
  CheckReachable();
  calls_.push_back("start " + id);
}

ContainerState FakeEngine::Inspect(const std::string& id) {
  std::lock_guard lock(mutex_);
  CheckReachable();
  CheckExists(id);
  if (killed_[id]) return {false, 137, false};
  if (script_.hang) return {true, -1, false};
  return script_.exit;
}

std::optional<ContainerState> FakeEngine::Wait(const std::string& id,
                                               std::chrono::milliseconds timeout) {
  std::lock_guard lock(mutex_);
  CheckReachable();
  calls_.push_back("wait " + id);
  CheckExists(id);
  if (script_.hang && !killed_[id]) {
    clock_.Advance(timeout);
    return std::nullopt;
  }
  return Inspect(id);
}

void FakeEngine::Kill(const std::string& id) {
  std::lock_guard lock(mutex_);
  CheckReachable();
  calls_.push_back("kill " + id);
  killed_[id] = true;
  Exited(id);
}

void FakeEngine::Remove(const std::string& id) {
  std::lock_guard lock(mutex_);
  CheckReachable();
  calls_.push_back("remove " + id);
  CheckExists(id);
  if (unremovable_.count(id)) throw EngineError("cannot remove container " + id + ": busy");
  live_.erase(id);
}

std::vector<ContainerSummary> FakeEngine::ListByLabel(const std::string& key,
                                                      const std::string& value) {
  std::lock_guard lock(mutex_);
  CheckReachable();
  std::vector<ContainerSummary> out;
  for (const auto& [id, summary] : live_) {
    auto it = summary.labels.find(key);
    if (it != summary.labels.end() && it->second == value) out.push_back(summary);
  }
  return out;
}

bool FakeEngine::ImageExists(const std::string& image) {
  std::lock_guard lock(mutex_);
  CheckReachable();
  return images.count(image) > 0;
}

void FakeEngine::Export(const std::string& id, const std::string& tar_path) {
  std::lock_guard lock(mutex_);
  CheckReachable();
  calls_.push_back("export " + id + " " + tar_path);
}

void FakeEngine::ImportImage(const std::string& tar_path, const std::string& reference,
                             const std::string& label) {
  std::lock_guard lock(mutex_);
  calls_.push_back("import " + tar_path + " " + reference);
  images.insert(reference);
  if (!label.empty()) image_labels[reference] = label;
}

void FakeEngine::RemoveImage(const std::string& reference) {
  std::lock_guard lock(mutex_);
  CheckReachable();
  calls_.push_back("rmi " + reference);
  images.erase(reference);
  image_labels.erase(reference);
}

std::string FakeEngine::ImageLabel(const std::string& image, const std::string& key) {
  std::lock_guard lock(mutex_);
  auto it = image_labels.find(image);
  if (it == image_labels.end() || !it->second.starts_with(key + "=")) return "";
  return it->second.substr(key.size() + 1);
}

}  // namespace cordon
