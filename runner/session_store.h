// Sessions: one container per session id, kept across runs so a program can write a
// file in one call and read it in the next. A session is closed (its container
// removed) on request, when idle or older than the limits allow, when a run in it
// has to be killed (timeout, output flood, cancellation), and when the store goes.
//
// A session is lent to one run at a time: Borrow takes it out, Return puts it back.
// Its interpreter lives on between runs too (a live session, runner/launcher.h); when
// a session ends other than by Close (a run had to be killed, it expired), the store
// remembers why for a while, so the next run under that id can say its state was lost.
#pragma once

#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "analyzer/language.h"
#include "runner/clock.h"
#include "runner/container_engine.h"
#include "runner/container_reaper.h"
#include "runner/run_limits.h"

namespace cordon {

struct SessionLimits {
  std::chrono::seconds idle{600};       // closed after this long without a run
  std::chrono::seconds lifetime{3600};  // closed this long after it was opened
  size_t max_sessions = 4;              // open at once
  // Open at once per owner: a tenant "OWNER/..." (cordon serve --http's tokens) counts
  // against OWNER's quota here; an owner not listed has none beyond max_sessions.
  std::map<std::string, size_t> per_owner;
};

struct Session {
  std::string id;   // as the client named it
  std::string key;  // the store's: the id within its tenant (SessionStore::Borrow)
  Language language = Language::kPython;
  std::string container_id;  // empty until the first run creates it
  std::unique_ptr<AttachedStream> stream;
  RunLimits limits;  // the container's, fixed when it was created
  Clock::TimePoint opened{}, last_used{};
  int64_t runs = 0;
  // The code the session's interpreter has run, the calls joined (SessionCode): what
  // the analysis of the next call reads first, so that a value one call stores is known
  // where another uses it. Empty when the interpreter is new.
  std::string code;
  // Why the state of earlier runs under this id is gone, when it is: set by Borrow for a
  // session that ended (the store's note), or by the runner when a run ended the
  // session's interpreter but not its container. Empty: nothing was lost.
  std::string lost;
};

// How a live session's calls are joined for the analysis (Session::code): each call's
// code on lines of its own after the earlier ones'; for JavaScript with a line holding
// only ';' between, so that no call continues a statement the one before it left open
// to automatic semicolon insertion.
std::string SessionCodeSeparator(Language language);
std::string JoinSessionCode(const std::string& earlier, const std::string& code, Language language);

struct SessionInfo {
  std::string id;
  Language language;
  bool busy;
  int64_t runs;
  double idle_seconds, age_seconds;
};

// Threads: every member may be called from any thread; one session is borrowed by one
// run at a time (a second run on a busy session is refused, not queued).
class SessionStore {
 public:
  // With `background` false nothing expires on its own: call ExpireIdle() (tests).
  // Containers are removed through `reaper` when given, else at once.
  SessionStore(ContainerEngine& engine, const Clock& clock, SessionLimits limits,
               ContainerReaper* reaper = nullptr, bool background = true);
  ~SessionStore();
  SessionStore(const SessionStore&) = delete;
  SessionStore& operator=(const SessionStore&) = delete;

  // Lends session `id` of `tenant` for one run, opening it (with no container yet) when
  // it does not exist. Tenants (the MCP sessions of an HTTP server; "" for stdio) each
  // have their own ids: one never reaches another's session. Throws RunRequestError for
  // a malformed id, a session busy with another run, one of another language, or when
  // max_sessions are open.
  std::unique_ptr<Session> Borrow(const std::string& id, Language language,
                                  const std::string& tenant = "");
  // Gives a session back after a run; `alive` false (or a close requested meanwhile)
  // closes it, and `why` ("the run timed out") is what the next Borrow of its id hears.
  void Return(std::unique_ptr<Session> session, bool alive, const std::string& why = "");
  // Closes a session: false when there is none. A busy one closes when its run ends.
  bool Close(const std::string& id, const std::string& tenant = "");
  // Closes every session of `tenant` (its client went away); returns how many.
  size_t CloseTenant(const std::string& tenant);
  std::vector<SessionInfo> List() const;
  // The code session `id` of `tenant` has run (Session::code): "" when there is no such
  // session, or it is busy (a run on it would be refused).
  std::string CodeOf(const std::string& id, const std::string& tenant = "") const;
  // Closes sessions past their idle time or lifetime; returns how many.
  size_t ExpireIdle();
  const SessionLimits& limits() const { return limits_; }

 private:
  struct Entry {
    std::unique_ptr<Session> session;  // null while lent out
    Language language;
    std::string owner;  // the tenant's part before '/', "" when it has none
    bool close_requested = false;
    Clock::TimePoint opened{}, last_used{};
    int64_t runs = 0;
  };
  struct Ended {
    std::string why;
    Clock::TimePoint when{};
  };
  void Dispose(std::unique_ptr<Session> session);
  // Closes the session under `key`, now or (busy) when its run ends; mutex_ held. Returns
  // the session to dispose of outside the lock, if any; `found` says whether there was one.
  std::unique_ptr<Session> CloseLocked(const std::string& key, bool& found);
  static std::string KeyOf(const std::string& id, const std::string& tenant) {
    return tenant.empty() ? id : tenant + "/" + id;  // ids have no '/'
  }
  // Remembers why session `id` ended (the oldest notes go past kMaxEnded or a lifetime);
  // mutex_ held.
  void NoteEnded(const std::string& id, std::string why, Clock::TimePoint now);
  static constexpr size_t kMaxEnded = 64;
  void ExpiryLoop(const std::stop_token& stop);

  ContainerEngine& engine_;
  const Clock& clock_;
  SessionLimits limits_;
  ContainerReaper* reaper_;
  mutable std::mutex mutex_;
  std::condition_variable_any wake_;
  std::map<std::string, Entry> entries_;
  std::map<std::string, Ended> ended_;
  std::jthread expirer_;  // last: stopped and joined before the members it uses go
};

}  // namespace cordon
