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

CreatedContainer::CreatedContainer() = default;
CreatedContainer::CreatedContainer(CreatedContainer&&) noexcept = default;
CreatedContainer& CreatedContainer::operator=(CreatedContainer&&) noexcept = default;
CreatedContainer::~CreatedContainer() = default;

CreatedContainer CreateAttachable(ContainerEngine& engine, const ContainerSpec& spec) {
  CreatedContainer c;
  c.channel = OpenChannel(spec.channel_dir);
  if (c.channel) {
    ContainerSpec connected = spec;
    c.channel->AddTo(connected);
    c.id = engine.Create(connected);
  } else {
    c.id = engine.Create(spec);
  }
  return c;
}

StartedContainer StartCreated(ContainerEngine& engine, CreatedContainer created) {
  StartedContainer c;
  c.id = std::move(created.id);
  try {
    c.stream = engine.Attach(c.id);
    engine.Start(c.id);
    if (created.channel) {
      c.stream = created.channel->Connect(std::move(c.stream), kChannelConnectTimeout);
    }
  } catch (...) {
    c.stream.reset();
    RemoveQuietly(engine, c.id);
    throw;
  }
  return c;
}

StartedContainer StartAttached(ContainerEngine& engine, const ContainerSpec& spec) {
  return StartCreated(engine, CreateAttachable(engine, spec));
}

void RemoveQuietly(ContainerEngine& engine, const std::string& id) {
  try {
    engine.Remove(id);
  } catch (const EngineError&) {
    // The next start's orphan sweep removes it.
  }
}

}  // namespace cordon
