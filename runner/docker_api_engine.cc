#include "runner/docker_api_engine.h"

#include <curl/curl.h>

#include <cctype>
#include <nlohmann/json.hpp>
#include <thread>

namespace cordon {
namespace {

constexpr const char* kApi = "/v1.41";

std::string Escape(const std::string& text) {
  std::unique_ptr<char, decltype(&curl_free)> escaped(
      curl_easy_escape(nullptr, text.c_str(), static_cast<int>(text.size())), &curl_free);
  return escaped ? std::string(escaped.get()) : text;
}

ContainerState StateFrom(const nlohmann::json& state) {
  ContainerState out;
  out.running = state.value("Running", false);
  out.exit_code = state.value("ExitCode", -1);
  out.oom_killed = state.value("OOMKilled", false);
  return out;
}

// Docker's attach stream without a TTY: frames of [type, 0, 0, 0, size (big-endian)]
// followed by `size` bytes; type 1 is stdout, 2 stderr.
class DockerAttachedStream final : public AttachedStream {
 public:
  explicit DockerAttachedStream(std::unique_ptr<RawConnection> connection)
      : connection_(std::move(connection)) {}

  bool Write(std::string_view data, std::chrono::milliseconds timeout) override {
    return connection_->Send(data, timeout);
  }
  void CloseStdin() override { connection_->ShutdownWrite(); }

  StreamChunk Read(std::chrono::milliseconds timeout) override {
    for (;;) {
      if (buffer_.size() >= 8) {
        auto* h = reinterpret_cast<const unsigned char*>(buffer_.data());
        size_t size = (size_t{h[4]} << 24) | (size_t{h[5]} << 16) | (size_t{h[6]} << 8) | h[7];
        if (buffer_.size() >= 8 + size) {
          StreamChunk chunk;
          chunk.kind = h[0] == 2 ? StreamChunk::Kind::kStderr : StreamChunk::Kind::kStdout;
          chunk.data = buffer_.substr(8, size);
          buffer_.erase(0, 8 + size);
          return chunk;
        }
      }
      if (ended_) return {StreamChunk::Kind::kEnd, ""};
      long n = connection_->Receive(buffer_, timeout);
      if (n < 0) return {StreamChunk::Kind::kTimeout, ""};
      if (n == 0) ended_ = true;
    }
  }

 private:
  std::unique_ptr<RawConnection> connection_;
  std::string buffer_;
  bool ended_ = false;
};

// Kernel files a sandbox has no use for and that describe the host (a masked file reads
// empty, a masked folder is an empty read-only one): Docker's default list, which naming
// any path replaces, and what tells an exploit which kernel it is on and where its
// symbols are (build configuration, BTF type information, symbols, modules, tracing).
nlohmann::json MaskedPaths() {
  // clang-format off
  return {"/proc/acpi", "/proc/asound", "/proc/interrupts", "/proc/kcore", "/proc/keys",
          "/proc/latency_stats", "/proc/sched_debug", "/proc/scsi", "/proc/timer_list",
          "/proc/timer_stats", "/proc/config.gz", "/proc/kallsyms", "/proc/modules",
          "/proc/sysrq-trigger", "/sys/firmware", "/sys/devices/virtual/powercap",
          "/sys/kernel/btf", "/sys/kernel/debug", "/sys/kernel/tracing", "/sys/kernel/security",
          "/sys/module"};
  // clang-format on
}

}  // namespace

std::string ContainerCreateBody(const ContainerSpec& spec, bool podman) {
  // The tmpfs mounts must be writable by the (non-root) container user. `mode=1777` is
  // not honoured on these hosts by either engine, so the mounts are owned by the user:
  // Podman spells that `U`, Docker (which rejects `U`) `uid=`/`gid=` (which Podman rejects).
  std::string user = spec.user.substr(0, spec.user.find(':'));
  std::string group =
      spec.user.find(':') == std::string::npos ? user : spec.user.substr(spec.user.find(':') + 1);
  std::string owner = podman ? ",U" : ",uid=" + user + ",gid=" + group;
  // Every writable place is spelled out, the same on both engines: sized, and with no
  // device files, set-uid bits or executables (Podman leaves /work exec-able and its own
  // /run and /var/tmp unsized when they are not named).
  auto tmpfs = [&](int64_t bytes) {
    return "rw,size=" + std::to_string(bytes) + ",mode=1777,nosuid,nodev,noexec" + owner;
  };
  constexpr int64_t kSmall = 1 << 20;  // /run and /var/tmp: nothing uses them
  nlohmann::json ulimits = nlohmann::json::array({
      {{"Name", "nofile"}, {"Soft", spec.nofile}, {"Hard", spec.nofile}},
      {{"Name", "nproc"}, {"Soft", spec.nproc}, {"Hard", spec.nproc}},
      {{"Name", "fsize"}, {"Soft", spec.fsize_bytes}, {"Hard", spec.fsize_bytes}},
  });
  nlohmann::json security = {"no-new-privileges"};
  if (podman && !spec.seccomp_path.empty()) security.push_back("seccomp=" + spec.seccomp_path);
  if (!podman && !spec.seccomp_json.empty()) security.push_back("seccomp=" + spec.seccomp_json);
  if (podman) {
    // Podman's compat API ignores HostConfig.MaskedPaths; its own option adds to its
    // default list.
    std::string masked;
    for (const auto& path : MaskedPaths())
      masked += (masked.empty() ? "" : ":") + path.get<std::string>();
    security.push_back("mask=" + masked);
  }
  nlohmann::json host = {
      {"NetworkMode", spec.network ? "bridge" : "none"},
      {"ReadonlyRootfs", true},
      {"Tmpfs",
       {{"/work", tmpfs(spec.tmpfs_bytes)},
        {"/tmp", tmpfs(spec.tmpfs_bytes)},
        {"/var/tmp", tmpfs(kSmall)},
        {"/run", tmpfs(kSmall)}}},
      {"ShmSize", kSmall},
      {"IpcMode", "private"},
      {"CgroupnsMode", "private"},
      {"MaskedPaths", MaskedPaths()},
      {"CapDrop", {"ALL"}},
      {"SecurityOpt", security},
      {"PidsLimit", spec.pids},
      {"Memory", spec.memory_bytes},
      {"MemorySwap", spec.memory_bytes},  // no swap beyond the memory limit
      {"NanoCpus", spec.nano_cpus},
      {"Ulimits", ulimits},
      {"LogConfig", {{"Type", "none"}}},  // output is read from attach, never stored
  };
  if (!spec.runtime.empty()) host["Runtime"] = spec.runtime;
  if (spec.auto_remove) host["AutoRemove"] = true;
  if (!spec.mounts.empty()) {
    nlohmann::json mounts = nlohmann::json::array();
    nlohmann::json binds = nlohmann::json::array();
    for (const auto& m : spec.mounts) {
      if (podman && m.project) {
        // Podman's Binds take mount options; a program must not run or load what it
        // finds or writes there (the tmpfs folders are noexec too). Paths with ':' or ','
        // were refused when the mount was checked.
        binds.push_back(m.source + ":" + m.target + ":" + (m.read_only ? "ro" : "rw") +
                        ",noexec,nosuid,nodev");
        continue;
      }
      mounts.push_back({{"Type", "bind"},
                        {"Source", m.source},
                        {"Target", m.target},
                        {"ReadOnly", m.read_only}});
    }
    if (!mounts.empty()) host["Mounts"] = mounts;
    if (!binds.empty()) host["Binds"] = binds;
  }
  nlohmann::json body = {
      {"Image", spec.image},
      {"Cmd", spec.command},
      {"Env", spec.env},
      {"User", spec.user},
      {"WorkingDir", spec.working_dir},
      {"Labels", spec.labels},
      {"AttachStdin", spec.open_stdin},
      {"AttachStdout", true},
      {"AttachStderr", true},
      {"OpenStdin", spec.open_stdin},
      {"StdinOnce", spec.open_stdin},
      {"Tty", false},
      {"NetworkDisabled", !spec.network},
      {"HostConfig", host},
  };
  return body.dump();
}

void DockerApiEngine::Fail(const std::string& what, const HttpResponse& response,
                           bool of_container) const {
  std::string message = response.body;
  auto json = nlohmann::json::parse(response.body, nullptr, false);
  if (json.is_object() && json.contains("message")) message = json["message"].get<std::string>();
  message =
      name_ + ": " + what + " failed (HTTP " + std::to_string(response.status) + "): " + message;
  if (response.status == 404 && of_container) throw NoSuchContainer(message);
  throw EngineError(message);
}

bool DockerApiEngine::Ping() {
  try {
    return http_.Request("GET", "/_ping", "", std::chrono::seconds(5)).status == 200;
  } catch (const EngineError&) {
    return false;
  }
}

bool DockerApiEngine::Identify() {
  // Podman marks every answer with a Libpod-Api-Version header. /_ping is cheap; Podman's
  // /version gathers system information and took 1.6 s here. As long as Ping waits: this
  // is the one request discovery makes of each socket.
  HttpResponse response;
  try {
    response = http_.Request("GET", "/_ping", "", std::chrono::seconds(5));
  } catch (const EngineError&) {
    return false;
  }
  if (response.status != 200) return false;
  std::string headers = response.headers;
  for (char& c : headers) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  name_ = headers.find("libpod-api-version:") != std::string::npos ? "podman" : "docker";
  return true;
}

std::map<std::string, std::vector<std::string>> DockerApiEngine::Runtimes() {
  auto response = http_.Request("GET", std::string(kApi) + "/info", "", std::chrono::seconds(10));
  if (response.status != 200) Fail("asking the engine for its runtimes", response);
  auto json = nlohmann::json::parse(response.body, nullptr, false);
  std::map<std::string, std::vector<std::string>> runtimes;
  if (json.is_object() && json.contains("Runtimes") && json["Runtimes"].is_object()) {
    for (const auto& [name, value] : json["Runtimes"].items()) {
      std::vector<std::string>& args = runtimes[name];
      if (!value.is_object() || !value.contains("runtimeArgs")) continue;
      for (const auto& arg : value["runtimeArgs"]) {
        if (arg.is_string()) args.push_back(arg.get<std::string>());
      }
    }
  }
  return runtimes;
}

std::string DockerApiEngine::Create(const ContainerSpec& spec) {
  auto response = http_.Request("POST", std::string(kApi) + "/containers/create",
                                ContainerCreateBody(spec, name_ == "podman"));
  if (response.status != 201) Fail("creating a container from " + spec.image, response);
  auto json = nlohmann::json::parse(response.body, nullptr, false);
  if (!json.is_object() || !json.contains("Id")) Fail("creating a container (no Id)", response);
  return json["Id"].get<std::string>();
}

std::unique_ptr<AttachedStream> DockerApiEngine::Attach(const std::string& id) {
  return std::make_unique<DockerAttachedStream>(http_.Hijack(
      std::string(kApi) + "/containers/" + id + "/attach?stream=1&stdin=1&stdout=1&stderr=1"));
}

void DockerApiEngine::Start(const std::string& id) {
  auto response = http_.Request("POST", std::string(kApi) + "/containers/" + id + "/start");
  if (response.status != 204 && response.status != 304) Fail("starting container " + id, response);
}

ContainerState DockerApiEngine::Inspect(const std::string& id) {
  auto response = http_.Request("GET", std::string(kApi) + "/containers/" + id + "/json");
  if (response.status != 200) Fail("inspecting container " + id, response, true);
  auto json = nlohmann::json::parse(response.body, nullptr, false);
  if (!json.is_object() || !json.contains("State")) Fail("inspecting container " + id, response);
  return StateFrom(json["State"]);
}

std::optional<ContainerState> DockerApiEngine::Wait(const std::string& id,
                                                    std::chrono::milliseconds timeout) {
  HttpResponse response;
  try {
    response = http_.Request("POST", std::string(kApi) + "/containers/" + id + "/wait", "",
                             std::max(timeout, std::chrono::milliseconds(1)));
  } catch (const EngineError&) {
    ContainerState state = Inspect(id);  // a timed-out wait, or a broken connection
    if (state.running) return std::nullopt;
    return state;
  }
  if (response.status != 200) Fail("waiting for container " + id, response, true);
  try {
    return Inspect(id);  // for OOMKilled, which the wait does not say
  } catch (const NoSuchContainer&) {
    // Removed as it ended (auto_remove): the wait's own word on its status is what is left.
    auto json = nlohmann::json::parse(response.body, nullptr, false);
    // (Podman's says 0 with an error for a container removed while it waited.)
    if (!json.is_object() || !json.contains("StatusCode") ||
        !json["StatusCode"].is_number_integer() ||
        (json.contains("Error") && json["Error"].is_object() &&
         !json["Error"].value("Message", "").empty())) {
      throw;
    }
    return ContainerState{false, json["StatusCode"].get<int64_t>(), false};
  }
}

void DockerApiEngine::Kill(const std::string& id) {
  auto response =
      http_.Request("POST", std::string(kApi) + "/containers/" + id + "/kill?signal=SIGKILL");
  // 404: gone already; 409: not running. Both are fine for a kill.
  if (response.status != 204 && response.status != 404 && response.status != 409) {
    Fail("killing container " + id, response);
  }
}

void DockerApiEngine::Remove(const std::string& id) {
  // A container that is just exiting can be in the engine's own clean-up, which makes a
  // removal fail with 409/500 for a moment: retry for up to two seconds.
  HttpResponse response;
  for (int attempt = 0; attempt < 20; ++attempt) {
    response = http_.Request("DELETE", std::string(kApi) + "/containers/" + id + "?force=1&v=1");
    if (response.status == 204 || response.status == 200 || response.status == 404) return;
    if (response.status != 409 && response.status != 500) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  Fail("removing container " + id, response);
}

std::vector<ContainerSummary> DockerApiEngine::ListByLabel(const std::string& key,
                                                           const std::string& value) {
  nlohmann::json filters = {{"label", {key + "=" + value}}};
  auto response = http_.Request(
      "GET", std::string(kApi) + "/containers/json?all=1&filters=" + Escape(filters.dump()));
  if (response.status != 200) Fail("listing containers", response);
  std::vector<ContainerSummary> out;
  auto json = nlohmann::json::parse(response.body, nullptr, false);
  if (!json.is_array()) Fail("listing containers", response);
  for (const auto& item : json) {
    ContainerSummary summary;
    summary.id = item.value("Id", "");
    if (item.contains("State") && item["State"].is_string()) summary.state = item["State"];
    if (item.contains("Created") && item["Created"].is_number_integer())
      summary.created = item["Created"].get<int64_t>();
    if (item.contains("Labels") && item["Labels"].is_object()) {
      for (const auto& [k, v] : item["Labels"].items()) {
        if (v.is_string()) summary.labels[k] = v.get<std::string>();
      }
    }
    out.push_back(std::move(summary));
  }
  return out;
}

bool DockerApiEngine::ImageExists(const std::string& image) {
  auto response = http_.Request("GET", std::string(kApi) + "/images/" + Escape(image) + "/json");
  if (response.status == 200) return true;
  if (response.status == 404) return false;
  Fail("looking up image " + image, response);
}

void DockerApiEngine::ImportImage(const std::string& tar_path, const std::string& reference,
                                  const std::string& label) {
  // `repo` carries the tag too: the API allows it, and Podman ignores a separate `tag`.
  std::string path = std::string(kApi) + "/images/create?fromSrc=-&repo=" + Escape(reference);
  if (!label.empty()) path += "&changes=" + Escape("LABEL " + label);
  auto response = http_.PostFile(path, tar_path, "application/x-tar");
  if (response.status != 200) Fail("importing image " + reference, response);
  // The body is a stream of JSON progress lines; an error shows up as {"error": ...}.
  size_t at = response.body.find("\"error\"");
  if (at != std::string::npos) Fail("importing image " + reference, response);
  if (!ImageExists(reference)) {
    throw EngineError(name_ + ": the import finished but " + reference + " is not there");
  }
}

void DockerApiEngine::RemoveImage(const std::string& reference) {
  auto response = http_.Request("DELETE", std::string(kApi) + "/images/" + Escape(reference));
  if (response.status == 200 || response.status == 404) return;
  Fail("removing image " + reference, response);
}

std::string DockerApiEngine::ImageLabel(const std::string& image, const std::string& key) {
  auto response = http_.Request("GET", std::string(kApi) + "/images/" + Escape(image) + "/json");
  if (response.status == 404) return "";
  if (response.status != 200) Fail("looking up image " + image, response);
  auto parsed = nlohmann::json::parse(response.body, nullptr, false);
  const nlohmann::json* labels = nullptr;
  if (parsed.is_object() && parsed.contains("Config") && parsed["Config"].is_object() &&
      parsed["Config"].contains("Labels")) {
    labels = &parsed["Config"]["Labels"];
  }
  if (labels == nullptr || !labels->is_object() || !labels->contains(key)) return "";
  const auto& value = (*labels)[key];
  return value.is_string() ? value.get<std::string>() : "";
}

void DockerApiEngine::Export(const std::string& id, const std::string& tar_path) {
  auto response = http_.GetFile(std::string(kApi) + "/containers/" + id + "/export", tar_path);
  if (response.status != 200) Fail("exporting container " + id, response);
}

}  // namespace cordon
