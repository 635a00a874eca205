#include "fake_engine.h"

namespace cordon {

class FakeStream final : public AttachedStream {
 public:
  FakeStream(FakeEngine& engine, std::string id)
      : engine_(engine), id_(std::move(id)), output_(engine.script_.output.begin(), engine.script_.output.end()) {}
  void Write(std::string_view data) override { engine_.stdin_.append(data); }
  void CloseStdin() override { engine_.calls_.push_back("close-stdin " + id_); }
  StreamChunk Read(std::chrono::milliseconds timeout) override {
    if (engine_.killed_[id_]) return {StreamChunk::Kind::kEnd, ""};
    if (!output_.empty()) {
      StreamChunk chunk = output_.front();
      output_.pop_front();
      return chunk;
    }
    if (engine_.script_.hang) {
      engine_.clock_.Advance(timeout);
      return {StreamChunk::Kind::kTimeout, ""};
    }
    return {StreamChunk::Kind::kEnd, ""};
  }

 private:
  FakeEngine& engine_;
  std::string id_;
  std::deque<StreamChunk> output_;
};

std::string FakeEngine::Create(const ContainerSpec& spec) {
  if (script_.fail_create) throw EngineError("fake: image not found");
  std::string id = "c" + std::to_string(next_id_++);
  calls_.push_back("create " + id);
  specs_.push_back(spec);
  live_[id] = {id, spec.labels};
  return id;
}

std::unique_ptr<AttachedStream> FakeEngine::Attach(const std::string& id) {
  calls_.push_back("attach " + id);
  return std::make_unique<FakeStream>(*this, id);
}

void FakeEngine::Start(const std::string& id) { calls_.push_back("start " + id); }

ContainerState FakeEngine::Inspect(const std::string& id) {
  if (killed_[id]) return {false, 137, false};
  if (script_.hang) return {true, -1, false};
  return script_.exit;
}

std::optional<ContainerState> FakeEngine::Wait(const std::string& id, std::chrono::milliseconds timeout) {
  calls_.push_back("wait " + id);
  if (script_.hang && !killed_[id]) {
    clock_.Advance(timeout);
    return std::nullopt;
  }
  return Inspect(id);
}

void FakeEngine::Kill(const std::string& id) {
  calls_.push_back("kill " + id);
  killed_[id] = true;
}

void FakeEngine::Remove(const std::string& id) {
  calls_.push_back("remove " + id);
  live_.erase(id);
}

std::vector<ContainerSummary> FakeEngine::ListByLabel(const std::string& key, const std::string& value) {
  std::vector<ContainerSummary> out;
  for (const auto& [id, summary] : live_) {
    auto it = summary.labels.find(key);
    if (it != summary.labels.end() && it->second == value) out.push_back(summary);
  }
  return out;
}

bool FakeEngine::ImageExists(const std::string& image) { return images.count(image) > 0; }

void FakeEngine::ImportImage(const std::string& tar_path, const std::string& reference) {
  calls_.push_back("import " + tar_path + " " + reference);
  images.insert(reference);
}

}  // namespace cordon
