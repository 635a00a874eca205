#include "runner/session_store.h"

#include <algorithm>
#include <regex>

#include "runner/run_result.h"

namespace cordon {

std::string SessionCodeSeparator(Language language) {
  return language == Language::kJavaScript ? "\n;\n" : "\n";
}

std::string JoinSessionCode(const std::string& earlier, const std::string& code,
                            Language language) {
  return earlier.empty() ? code : earlier + SessionCodeSeparator(language) + code;
}

SessionStore::SessionStore(ContainerEngine& engine, const Clock& clock, SessionLimits limits,
                           ContainerReaper* reaper, bool background)
    : engine_(engine), clock_(clock), limits_(std::move(limits)), reaper_(reaper) {
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

std::unique_ptr<Session> SessionStore::Borrow(const std::string& id, Language language,
                                              const std::string& tenant) {
  static const std::regex kId("[A-Za-z0-9._-]{1,64}");
  if (!std::regex_match(id, kId)) {
    throw RunRequestError("session_id '" + id.substr(0, 80) +
                          "' is not valid: use 1 to 64 letters, digits, '.', '_' or '-'");
  }
  const std::string key = KeyOf(id, tenant);
  std::lock_guard lock(mutex_);
  auto now = clock_.Now();
  auto it = entries_.find(key);
  if (it == entries_.end()) {
    const auto slash = tenant.find('/');
    const std::string owner = slash == std::string::npos ? "" : tenant.substr(0, slash);
    if (auto quota = limits_.per_owner.find(owner); quota != limits_.per_owner.end()) {
      size_t mine = std::count_if(entries_.begin(), entries_.end(),
                                  [&](const auto& e) { return e.second.owner == owner; });
      if (mine >= quota->second) {
        throw RunRequestError("session '" + id +
                              "' cannot be opened: " + std::to_string(quota->second) +
                              " of your sessions are open already (your quota); close one "
                              "(close_session) or run without a session_id");
      }
    }
    if (entries_.size() >= limits_.max_sessions) {
      // Says nothing of how many are whose: with owners, the others are other tenants'.
      throw RunRequestError(
          "session '" + id + "' cannot be opened: " +
          (limits_.per_owner.empty()
               ? std::to_string(limits_.max_sessions) + " sessions are open already"
               : std::string("the server has no room for another session now")) +
          "; close one (close_session) or run without a session_id");
    }
    Entry entry{nullptr, language, owner, false, now, now, 0};
    entries_.emplace(key, std::move(entry));
    auto session = std::make_unique<Session>();
    session->id = id;
    session->key = key;
    session->language = language;
    session->opened = session->last_used = now;
    if (auto ended = ended_.find(key); ended != ended_.end()) {
      if (now - ended->second.when < limits_.lifetime) session->lost = ended->second.why;
      ended_.erase(ended);
    }
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

void SessionStore::Return(std::unique_ptr<Session> session, bool alive, const std::string& why) {
  std::unique_ptr<Session> closing;
  {
    std::lock_guard lock(mutex_);
    auto it = entries_.find(session->key);
    session->last_used = clock_.Now();
    if (it == entries_.end() || !alive || it->second.close_requested ||
        session->container_id.empty()) {
      bool asked = it != entries_.end() && it->second.close_requested;
      if (!alive && !asked && !session->container_id.empty()) {
        NoteEnded(session->key, why.empty() ? "its last run ended it" : why, session->last_used);
      }
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

std::unique_ptr<Session> SessionStore::CloseLocked(const std::string& key, bool& found) {
  ended_.erase(key);  // closed on request: a later run under the id starts anew
  auto it = entries_.find(key);
  found = it != entries_.end();
  if (!found) return nullptr;
  if (!it->second.session) {
    it->second.close_requested = true;
    return nullptr;
  }
  std::unique_ptr<Session> closing = std::move(it->second.session);
  entries_.erase(it);
  return closing;
}

bool SessionStore::Close(const std::string& id, const std::string& tenant) {
  bool found = false;
  std::unique_ptr<Session> closing;
  {
    std::lock_guard lock(mutex_);
    closing = CloseLocked(KeyOf(id, tenant), found);
  }
  if (closing) Dispose(std::move(closing));
  return found;
}

size_t SessionStore::CloseTenant(const std::string& tenant) {
  std::vector<std::unique_ptr<Session>> closing;
  size_t count = 0;
  {
    std::lock_guard lock(mutex_);
    const std::string prefix = tenant + "/";
    std::vector<std::string> keys;
    for (const auto& [key, entry] : entries_) {
      if (!tenant.empty() && key.rfind(prefix, 0) == 0) keys.push_back(key);
    }
    for (const auto& key : keys) {
      bool found = false;
      if (auto session = CloseLocked(key, found)) closing.push_back(std::move(session));
      count += found ? 1 : 0;
    }
  }
  for (auto& session : closing) Dispose(std::move(session));
  return count;
}

std::string SessionStore::CodeOf(const std::string& id, const std::string& tenant) const {
  std::lock_guard lock(mutex_);
  auto it = entries_.find(KeyOf(id, tenant));
  return it == entries_.end() || !it->second.session ? "" : it->second.session->code;
}

std::vector<SessionInfo> SessionStore::List() const {
  std::lock_guard lock(mutex_);
  auto now = clock_.Now();
  std::vector<SessionInfo> out;
  for (const auto& [id, entry] : entries_) {
    out.push_back({id.substr(id.find('/') + 1), entry.language, entry.session == nullptr,
                   entry.runs, std::chrono::duration<double>(now - entry.last_used).count(),
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
      bool idle = now - it->second.last_used >= limits_.idle;
      bool old = now - it->second.opened >= limits_.lifetime;
      if ((idle || old) && it->second.session) {  // a busy one is checked after its run
        NoteEnded(it->first,
                  old ? "it reached the session lifetime of " +
                            std::to_string(limits_.lifetime.count()) + " s"
                      : "it was idle for " + std::to_string(limits_.idle.count()) + " s",
                  now);
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

void SessionStore::NoteEnded(const std::string& id, std::string why, Clock::TimePoint now) {
  for (auto it = ended_.begin(); it != ended_.end();) {
    it = now - it->second.when >= limits_.lifetime ? ended_.erase(it) : std::next(it);
  }
  if (ended_.size() >= kMaxEnded && !ended_.contains(id)) {
    auto oldest = std::min_element(ended_.begin(), ended_.end(), [](const auto& a, const auto& b) {
      return a.second.when < b.second.when;
    });
    ended_.erase(oldest);
  }
  ended_[id] = Ended{std::move(why), now};
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
