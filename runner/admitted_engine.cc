#include "runner/admitted_engine.h"

namespace cordon {

std::string AdmittedEngine::Create(const ContainerSpec& spec) {
  AdmissionTicket ticket = admission_.Admit(spec.memory_bytes);
  std::string id = inner_.Create(spec);  // on failure the ticket goes, and the slot with it
  std::lock_guard lock(mutex_);
  tickets_[id] = std::move(ticket);
  return id;
}

void AdmittedEngine::Remove(const std::string& id) {
  inner_.Remove(id);
  std::lock_guard lock(mutex_);
  tickets_.erase(id);
}

size_t AdmittedEngine::HeldSlots() const {
  std::lock_guard lock(mutex_);
  return tickets_.size();
}

}  // namespace cordon
