#include "runner/admitted_engine.h"

#include <catch2/catch.hpp>

#include "tests/support/fake_engine.h"
#include "tests/support/scratch_folder.h"

using namespace cordon;

namespace {

// A fake engine behind admission to a host with room for `sandboxes`.
struct Fixture {
  explicit Fixture(int64_t sandboxes) : admission(folder.path, {sandboxes, 0}) {}
  testing::ScratchFolder folder{"cordon-admitted"};
  ManualClock clock;
  FakeEngine fake{clock};
  HostAdmission admission;
};

}  // namespace

TEST_CASE("an admitted engine creates only what the host admits, and frees on removal",
          "[admitted_engine]") {
  Fixture f(1);
  AdmittedEngine engine(f.fake, f.admission);
  ContainerSpec spec;
  std::string id = engine.Create(spec);
  CHECK(engine.HeldSlots() == 1);
  CHECK(f.admission.InUse().memory_bytes == spec.memory_bytes);
  CHECK_THROWS_AS(engine.Create(spec), HostBusyError);
  CHECK(f.fake.calls() == std::vector<std::string>{"create c1"});  // the engine was not asked
  engine.Remove(id);
  CHECK(engine.HeldSlots() == 0);
  CHECK(f.admission.InUse().sandboxes == 0);
  CHECK(engine.Create(spec) == "c2");
}

TEST_CASE("a create the engine refuses gives its slot back", "[admitted_engine]") {
  Fixture f(1);
  AdmittedEngine engine(f.fake, f.admission);
  FakeEngine::Script fail;
  fail.fail_create = true;
  f.fake.SetScript(fail);
  CHECK_THROWS_AS(engine.Create({}), EngineError);
  CHECK(f.admission.InUse().sandboxes == 0);
  f.fake.SetScript({});
  CHECK_NOTHROW(engine.Create({}));
}

TEST_CASE("destroying the admitted engine gives back every slot", "[admitted_engine]") {
  Fixture f(2);
  {
    AdmittedEngine engine(f.fake, f.admission);
    engine.Create({});
    engine.Create({});
    CHECK(f.admission.InUse().sandboxes == 2);
  }
  CHECK(f.admission.InUse().sandboxes == 0);
}
