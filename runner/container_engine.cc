#include "runner/container_engine.h"

#include "runner/launcher_channel.h"

namespace cordon {

namespace {

// A channel for a container (launcher_channel.h), or none: `dir` is "", or a folder
// cannot be made in it even after making it again (a clean-up of /tmp took it, say), and
// the attach stream will do.
std::unique_ptr<LauncherChannel> OpenChannel(const std::string& dir) {
  if (dir.empty()) return nullptr;
  try {
    return std::make_unique<LauncherChannel>(dir);
  } catch (const EngineError&) {
    // Made again below.
  }
  try {
    PrepareChannelDir(dir);
    return std::make_unique<LauncherChannel>(dir);
  } catch (const EngineError&) {
    return nullptr;
  }
}

}  // namespace

StartedContainer StartAttached(ContainerEngine& engine, const ContainerSpec& spec) {
  StartedContainer c;
  std::unique_ptr<LauncherChannel> channel = OpenChannel(spec.channel_dir);
  if (channel) {
    ContainerSpec connected = spec;
    channel->AddTo(connected);
    c.id = engine.Create(connected);
  } else {
    c.id = engine.Create(spec);
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
