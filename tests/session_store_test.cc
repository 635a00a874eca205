#include "runner/session_store.h"

#include <catch2/catch.hpp>

#include "tests/support/fake_engine.h"

using namespace cordon;
using std::chrono::seconds;

namespace {

struct Fixture {
  ManualClock clock;
  FakeEngine engine{clock};
  SessionStore store{engine, clock, {seconds(60), seconds(300), 2}, nullptr, /*background=*/false};

  // Borrows, gives the session a container, and returns it alive.
  void Open(const std::string& id, Language language = Language::kPython) {
    auto session = store.Borrow(id, language);
    if (session->container_id.empty()) session->container_id = engine.Create({});
    store.Return(std::move(session), true);
  }
};

}  // namespace

TEST_CASE("a session is lent to one run at a time and keeps its container", "[sessions]") {
  Fixture f;
  f.Open("a");
  auto session = f.store.Borrow("a", Language::kPython);
  CHECK(session->container_id == "c1");
  CHECK_THROWS_WITH(f.store.Borrow("a", Language::kPython),
                    "session 'a' is busy with another run; wait for it or use another session_id");
  f.store.Return(std::move(session), true);
  CHECK_THROWS_WITH(
      f.store.Borrow("a", Language::kJavaScript),
      "session 'a' runs python, not javascript; use another session_id for javascript");
  CHECK(f.engine.live_containers() == 1);
}

TEST_CASE("session ids and counts are bounded", "[sessions]") {
  Fixture f;
  CHECK_THROWS_WITH(f.store.Borrow("../x", Language::kPython),
                    "session_id '../x' is not valid: use 1 to 64 letters, digits, '.', '_' or '-'");
  CHECK_THROWS(f.store.Borrow(std::string(65, 'a'), Language::kPython));
  f.Open("a");
  f.Open("b");
  CHECK_THROWS_WITH(f.store.Borrow("c", Language::kPython),
                    "session 'c' cannot be opened: 2 sessions are open already; close one "
                    "(close_session) or run without a session_id");
}

TEST_CASE("a dead run, a close, idleness and age each end a session", "[sessions]") {
  Fixture f;
  f.Open("dead");
  f.store.Return(f.store.Borrow("dead", Language::kPython), /*alive=*/false);
  CHECK(f.engine.live_containers() == 0);
  CHECK(f.store.List().empty());

  f.Open("closed");
  CHECK(f.store.Close("closed"));
  CHECK_FALSE(f.store.Close("closed"));
  CHECK(f.engine.live_containers() == 0);

  f.Open("busy");
  auto lent = f.store.Borrow("busy", Language::kPython);
  CHECK(f.store.Close("busy"));  // closes when its run ends
  CHECK(f.engine.live_containers() == 1);
  f.store.Return(std::move(lent), true);
  CHECK(f.engine.live_containers() == 0);

  f.Open("idle");
  f.clock.Advance(seconds(59));
  CHECK(f.store.ExpireIdle() == 0);
  f.Open("idle");  // used again: idle time starts over
  f.clock.Advance(seconds(59));
  CHECK(f.store.ExpireIdle() == 0);
  REQUIRE(f.store.List().size() == 1);
  CHECK(f.store.List()[0].runs == 0);
  f.clock.Advance(seconds(1));
  CHECK(f.store.ExpireIdle() == 1);

  f.Open("old");
  for (int i = 0; i < 6; ++i) {
    f.clock.Advance(seconds(50));
    f.Open("old");
  }
  CHECK(f.store.ExpireIdle() == 1);  // 300 s after it opened, however busy
  CHECK(f.engine.live_containers() == 0);
}

TEST_CASE("an id whose session ended remembers why, for its next run", "[sessions]") {
  // What a new session under `id` hears; it is given back with no container (gone again).
  auto lost = [](Fixture& fixture, const std::string& id) {
    auto session = fixture.store.Borrow(id, Language::kPython);
    std::string why = session->lost;
    fixture.store.Return(std::move(session), true);
    return why;
  };
  Fixture f;
  f.Open("a");
  f.store.Return(f.store.Borrow("a", Language::kPython), /*alive=*/false, "call 1 timed out");
  CHECK(lost(f, "a") == "call 1 timed out");
  CHECK(lost(f, "a").empty());  // heard once

  f.Open("idle");
  f.clock.Advance(seconds(60));
  CHECK(f.store.ExpireIdle() == 1);
  CHECK(lost(f, "idle") == "it was idle for 60 s");

  // Closed on request: nothing was lost that the client did not ask to lose.
  f.Open("c");
  f.store.Return(f.store.Borrow("c", Language::kPython), false, "call 1 ran out of memory");
  CHECK_FALSE(f.store.Close("c"));  // the session is gone already, and so is the note
  CHECK(lost(f, "c").empty());

  // The notes are bounded, and forgotten after a session's lifetime.
  Fixture h;
  for (int i = 0; i < 70; ++i) {
    std::string id = "s" + std::to_string(i);
    h.Open(id);
    h.store.Return(h.store.Borrow(id, Language::kPython), false, "why " + std::to_string(i));
    h.clock.Advance(seconds(1));
  }
  CHECK(lost(h, "s0").empty());  // the oldest went first
  CHECK(lost(h, "s69") == "why 69");
  h.clock.Advance(seconds(300));
  CHECK(lost(h, "s68").empty());
}

TEST_CASE("tenants each have their own ids, and close together", "[sessions]") {
  ManualClock clock;
  FakeEngine engine{clock};
  SessionStore store{engine, clock, {seconds(60), seconds(300), 4}, nullptr, false};
  auto open = [&](const std::string& id, const std::string& tenant) {
    auto session = store.Borrow(id, Language::kPython, tenant);
    if (session->container_id.empty()) session->container_id = engine.Create({});
    std::string container = session->container_id;
    store.Return(std::move(session), true);
    return container;
  };
  CHECK(open("nb", "alice") == "c1");
  CHECK(open("nb", "bob") == "c2");  // the same id, another tenant: another session
  CHECK(open("nb", "alice") == "c1");
  CHECK(open("other", "alice") == "c3");
  CHECK_FALSE(store.Close("nb", "carol"));
  CHECK(store.CloseTenant("alice") == 2);
  CHECK(engine.live_containers() == 1);
  REQUIRE(store.List().size() == 1);
  CHECK(store.List()[0].id == "nb");  // as the client named it
  CHECK(store.Close("nb", "bob"));
  CHECK(store.CloseTenant("") == 0);
}

TEST_CASE("destroying the store removes every session's container", "[sessions]") {
  ManualClock clock;
  FakeEngine engine(clock);
  {
    SessionStore store(engine, clock, {}, nullptr, false);
    auto s = store.Borrow("x", Language::kPython);
    s->container_id = engine.Create({});
    store.Return(std::move(s), true);
    CHECK(engine.live_containers() == 1);
  }
  CHECK(engine.live_containers() == 0);
}

TEST_CASE("owners each have a quota, and a full store names no one else's count",
          "[sessions][tokens]") {
  ManualClock clock;
  FakeEngine engine{clock};
  SessionLimits limits{seconds(60), seconds(300), 3, {{"token:alice", 2}, {"token:bob", 1}}};
  SessionStore store{engine, clock, limits, nullptr, false};
  auto open = [&](const std::string& id, const std::string& tenant) {
    auto session = store.Borrow(id, Language::kPython, tenant);
    session->container_id = engine.Create({});
    store.Return(std::move(session), true);
  };
  open("a1", "token:bob/m1");
  // Bob's quota counts every tenant of his: his MCP sessions and his stateless calls.
  CHECK_THROWS_WITH(store.Borrow("a2", Language::kPython, "token:bob/stateless"),
                    "session 'a2' cannot be opened: 1 of your sessions are open already (your "
                    "quota); close one (close_session) or run without a session_id");
  // Alice's quota is untouched by bob's sessions.
  open("x", "token:alice/m2");
  open("y", "token:alice/stateless");
  CHECK_THROWS_WITH(store.Borrow("z", Language::kPython, "token:alice/m2"),
                    Catch::Contains("2 of your sessions"));
  // A tenant without an owner's quota meets the store's limit, told without numbers.
  CHECK_THROWS_WITH(store.Borrow("q", Language::kPython, "anyone"),
                    "session 'q' cannot be opened: the server has no room for another session "
                    "now; close one (close_session) or run without a session_id");
}
