#include "runner/container_engine.h"

#include "runner/launcher_channel.h"

namespace cordon {

StartedContainer StartAttached(ContainerEngine& engine, const ContainerSpec& spec) {
  StartedContainer c;
  std::optional<LauncherChannel> channel;
  if (spec.channel_dir.empty()) {
    c.id = engine.Create(spec);
  } else {
    channel.emplace(spec.channel_dir);
    ContainerSpec connected = spec;
    channel->AddTo(connected);
    c.id = engine.Create(connected);
  }
  try {
    c.stream = engine.Attach(c.id);
    engine.Start(c.id);
    if (channel) c.stream = channel->Connect(std::move(c.stream), kChannelConnectTimeout);
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
