#include "runner/container_engine.h"

namespace cordon {

StartedContainer StartAttached(ContainerEngine& engine, const ContainerSpec& spec) {
  StartedContainer c;
  c.id = engine.Create(spec);
  try {
    c.stream = engine.Attach(c.id);
    engine.Start(c.id);
  } catch (...) {
    c.stream.reset();
    RemoveQuietly(engine, c.id);
    throw;
  }
  return c;
}

void RemoveQuietly(ContainerEngine& engine, const std::string& id) {
  try {
    engine.Remove(id);
  } catch (const EngineError&) {
    // The next start's orphan sweep removes it.
  }
}

}  // namespace cordon
