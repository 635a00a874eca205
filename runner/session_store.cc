#include "runner/session_store.h"

#include <regex>

#include "runner/run_result.h"

namespace cordon {

SessionStore::SessionStore(ContainerEngine& engine, const Clock& clock, SessionLimits limits,
                           ContainerReaper* reaper, bool background)
    : engine_(engine), clock_(clock), limits_(limits), reaper_(reaper) {
  if (background)
    expirer_ = std::jthread([this](const std::stop_token& stop) { ExpiryLoop(stop); });
}

SessionStore::~SessionStore() {
  if (expirer_.joinable()) {
    expirer_.request_stop();
    wake_.notify_all();
    expirer_.join();
  }
  std::map<std::string, Entry> entries;
  {
    std::lock_guard lock(mutex_);
    entries.swap(entries_);
  }
  for (auto& [id, entry] : entries) {
    if (entry.session) Dispose(std::move(entry.session));
  }
}

std::unique_ptr<Session> SessionStore::Borrow(const std::string& id, Language language) {
  static const std::regex kId("[A-Za-z0-9._-]{1,64}");
  if (!std::regex_match(id, kId)) {
    throw RunRequestError("session_id '" + id.substr(0, 80) +
                          "' is not valid: use 1 to 64 letters, digits, '.', '_' or '-'");
  }
  std::lock_guard lock(mutex_);
  auto now = clock_.Now();
  auto it = entries_.find(id);
  if (it == entries_.end()) {
    if (entries_.size() >= limits_.max_sessions) {
      throw RunRequestError("session '" + id +
                            "' cannot be opened: " + std::to_string(limits_.max_sessions) +
                            " sessions are open already; close one (close_session) or run "
                            "without a session_id");
    }
    Entry entry{nullptr, language, false, now, now, 0};
    entries_.emplace(id, std::move(entry));
    auto session = std::make_unique<Session>();
    session->id = id;
    session->language = language;
    session->opened = session->last_used = now;
    return session;
  }
  Entry& entry = it->second;
  if (entry.language != language) {
    throw RunRequestError("session '" + id + "' runs " + std::string(LanguageName(entry.language)) +
                          ", not " + std::string(LanguageName(language)) +
                          "; use another session_id for " + std::string(LanguageName(language)));
  }
  if (!entry.session) {
    throw RunRequestError("session '" + id +
                          "' is busy with another run; wait for it or use another session_id");
  }
  return std::move(entry.session);
}

void SessionStore::Return(std::unique_ptr<Session> session, bool alive) {
  std::unique_ptr<Session> closing;
  {
    std::lock_guard lock(mutex_);
    auto it = entries_.find(session->id);
    session->last_used = clock_.Now();
    if (it == entries_.end() || !alive || it->second.close_requested ||
        session->container_id.empty()) {
      if (it != entries_.end()) entries_.erase(it);
      closing = std::move(session);
    } else {
      it->second.last_used = session->last_used;
      it->second.runs = session->runs;
      it->second.session = std::move(session);
    }
  }
  if (closing) Dispose(std::move(closing));
}

bool SessionStore::Close(const std::string& id) {
  std::unique_ptr<Session> closing;
  {
    std::lock_guard lock(mutex_);
    auto it = entries_.find(id);
    if (it == entries_.end()) return false;
    if (!it->second.session) {
      it->second.close_requested = true;
      return true;
    }
    closing = std::move(it->second.session);
    entries_.erase(it);
  }
  Dispose(std::move(closing));
  return true;
}

std::vector<SessionInfo> SessionStore::List() const {
  std::lock_guard lock(mutex_);
  auto now = clock_.Now();
  std::vector<SessionInfo> out;
  for (const auto& [id, entry] : entries_) {
    out.push_back({id, entry.language, entry.session == nullptr, entry.runs,
                   std::chrono::duration<double>(now - entry.last_used).count(),
                   std::chrono::duration<double>(now - entry.opened).count()});
  }
  return out;
}

size_t SessionStore::ExpireIdle() {
  std::vector<std::unique_ptr<Session>> closing;
  {
    std::lock_guard lock(mutex_);
    auto now = clock_.Now();
    for (auto it = entries_.begin(); it != entries_.end();) {
      bool expired =
          now - it->second.last_used >= limits_.idle || now - it->second.opened >= limits_.lifetime;
      if (expired && it->second.session) {  // a busy one is checked after its run
        closing.push_back(std::move(it->second.session));
        it = entries_.erase(it);
      } else {
        ++it;
      }
    }
  }
  for (auto& session : closing) Dispose(std::move(session));
  return closing.size();
}

void SessionStore::Dispose(std::unique_ptr<Session> session) {
  if (session->container_id.empty()) return;
  // Remove before closing the stream: on EOF the launcher exits, and a removal racing
  // the engine's own clean-up after that exit can fail.
  cordon::Dispose(engine_, reaper_, session->container_id);
  session->stream.reset();
}

void SessionStore::ExpiryLoop(const std::stop_token& stop) {
  while (!stop.stop_requested()) {
    ExpireIdle();
    std::unique_lock lock(mutex_);
    wake_.wait_for(lock, stop, std::chrono::seconds(1), [] { return false; });
  }
}

}  // namespace cordon
