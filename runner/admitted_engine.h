// A ContainerEngine that admits every container it creates through the host-wide
// admission (runner/host_admission.h) and gives the slot back when the container is
// removed. The runner, the warm pool and the sessions all create containers through
// it, so every sandbox cordon makes counts, whoever made it. A refused Create throws
// HostBusyError before the engine is asked for anything.
//
// Threads: as ContainerEngine; the held slots are kept under a mutex.
#pragma once

#include <map>
#include <mutex>

#include "runner/container_engine.h"
#include "runner/host_admission.h"

namespace cordon {

class AdmittedEngine : public ContainerEngine {
 public:
  // Both must outlive this; destroying it gives back every slot still held.
  AdmittedEngine(ContainerEngine& inner, HostAdmission& admission)
      : inner_(inner), admission_(admission) {}

  std::string Name() const override { return inner_.Name(); }
  bool Ping() override { return inner_.Ping(); }
  std::string Create(const ContainerSpec& spec) override;
  std::unique_ptr<AttachedStream> Attach(const std::string& id) override {
    return inner_.Attach(id);
  }
  void Start(const std::string& id) override { inner_.Start(id); }
  ContainerState Inspect(const std::string& id) override { return inner_.Inspect(id); }
  std::optional<ContainerState> Wait(const std::string& id,
                                     std::chrono::milliseconds timeout) override {
    return inner_.Wait(id, timeout);
  }
  void Kill(const std::string& id) override { inner_.Kill(id); }
  // The slot is given back once the engine confirms the removal.
  void Remove(const std::string& id) override;
  std::vector<ContainerSummary> ListByLabel(const std::string& key,
                                            const std::string& value) override {
    return inner_.ListByLabel(key, value);
  }
  bool ImageExists(const std::string& image) override { return inner_.ImageExists(image); }
  void Export(const std::string& id, const std::string& tar_path) override {
    inner_.Export(id, tar_path);
  }
  void RemoveImage(const std::string& reference) override { inner_.RemoveImage(reference); }
  std::string ImageLabel(const std::string& image, const std::string& key) override {
    return inner_.ImageLabel(image, key);
  }
  void ImportImage(const std::string& tar_path, const std::string& reference,
                   const std::string& label = "") override {
    inner_.ImportImage(tar_path, reference, label);
  }

  size_t HeldSlots() const;

 private:
  ContainerEngine& inner_;
  HostAdmission& admission_;
  mutable std::mutex mutex_;
  std::map<std::string, AdmissionTicket> tickets_;  // by container id
};

}  // namespace cordon
