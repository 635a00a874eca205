#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "analyzer/file_system.h"
#include "cli/commands.h"
#include "cli/server_config.h"
#include "cli/signals.h"
#include "policy/policy.h"
#include "policy/report/lint_report.h"
#include "runner/engine_locator.h"
#include "runner/image_builder.h"
#include "runner/launcher_channel.h"
#include "sandbox/sandbox_core.h"

namespace cordon::cli {
namespace {

// `cordon run` exit codes besides the program's own.
constexpr int kExitRunBlocked = 120;
constexpr int kExitRunOutputLimit = 125;
constexpr int kExitRunTimeout = 124;
constexpr int kExitRunOom = 137;
constexpr int kExitRunCancelled = 130;
constexpr int kExitRunBusy = 75;  // EX_TEMPFAIL: the host is busy, try again later

std::string DefaultImage() {
  const char* env = std::getenv("CORDON_IMAGE");
  return env && *env ? env : std::string("cordon-sandbox:") + CORDON_VERSION;
}

struct EngineOptions {
  std::string engine = "auto";
};

// --engine, else $CORDON_ENGINE, else auto.
std::string EngineChoice(const EngineOptions& o) {
  const char* env = std::getenv("CORDON_ENGINE");
  return o.engine == "auto" && env && *env ? std::string(env) : o.engine;
}

EngineConnection Connect(const EngineOptions& o) {
  return ConnectEngine(EngineChoice(o), [](const char* name) { return std::getenv(name); });
}

struct RunOptions {
  CommonOptions common;
  EngineOptions engine;
  std::string path;
  std::string language;
  std::string image;
  double timeout = 0;
  double memory = 0;
  std::vector<std::string> inputs;   // FILE or FILE:NAME
  std::vector<std::string> mounts;   // HOST:PATH[:ro|rw]
  std::vector<std::string> secrets;  // NAME[=VAR]
  std::string artifacts_dir;
  bool timings = false;
};

// Reads --input FILE[:NAME] into a file for the working directory (NAME defaults to
// FILE's base name). Returns an error message, or "".
std::string ReadInput(const std::string& spec, std::vector<InputFile>& files) {
  auto colon = spec.rfind(':');
  std::string local = colon == std::string::npos ? spec : spec.substr(0, colon);
  std::string name = colon == std::string::npos ? std::filesystem::path(spec).filename().string()
                                                : spec.substr(colon + 1);
  // Not through a link: one a sandbox left in a writable project folder could otherwise
  // hand the next run any file this user can read.
  std::error_code ec;
  if (std::filesystem::is_symlink(local, ec)) {
    return "--input " + spec + ": " + local + " is a symbolic link; give the file it leads to";
  }
  std::ifstream in(local, std::ios::binary);
  if (!in) return "--input " + spec + ": cannot read " + local;
  files.push_back(
      {name, std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>())});
  return "";
}

// Saves the run's artifacts under `dir`, or says how to. Paths were checked to be
// relative and free of "..".
void ReportArtifacts(const RunResult& result, const std::string& dir, Io& io) {
  if (result.artifacts.empty()) return;
  for (const auto& a : result.artifacts) {
    std::string what = a.path + " (" + std::to_string(a.size) + " bytes, " + a.mime_type;
    if (!a.omitted.empty()) what += ", not collected: " + a.omitted;
    what += ")";
    if (!dir.empty() && a.omitted.empty()) {
      std::filesystem::path target = std::filesystem::path(dir) / a.path;
      std::error_code ec;
      std::filesystem::create_directories(target.parent_path(), ec);
      std::ofstream out(target, std::ios::binary);
      out.write(a.content.data(), static_cast<std::streamsize>(a.content.size()));
      what += out ? " saved to " + target.string() : " could not be saved to " + target.string();
    }
    io.err << "cordon: produced " << what << "\n";
  }
  if (result.artifacts_not_listed > 0) {
    io.err << "cordon: " << result.artifacts_not_listed
           << " more files over the policy's artifact_files\n";
  }
  if (dir.empty()) io.err << "cordon: save them with --artifacts DIR\n";
}

int RunRun(const RunOptions& o, Io& io) {
  std::optional<Language> language =
      o.language.empty() ? LanguageFromPath(o.path) : ParseLanguage(o.language);
  if (!language) {
    io.err << "cordon run: cannot tell the language of '" << o.path
           << "'; name it with --lang python|javascript\n";
    return kExitError;
  }
  std::string code;
  if (o.path == "-") {
    code.assign(std::istreambuf_iterator<char>(io.in), std::istreambuf_iterator<char>());
  } else {
    RealFileSystem fs;
    auto read = fs.Read(o.path, 1 << 20);
    if (!read.text) {
      io.err << "cordon run: " << o.path << ": " << read.error << "\n";
      return kExitError;
    }
    code = std::move(*read.text);
  }
  // The policy now (the container's limits come from it); the rules while the engine
  // makes the container (SandboxCore::Prepare).
  RealFileSystem files;
  const std::string rules_dir = ResolveRulesDir(o.common.rules_dir);
  const Policy policy = LoadPolicy(files, rules_dir, o.common.policy);
  std::optional<RuleSet> rules;
  const Environment env = [](const char* n) { return std::getenv(n); };
  std::vector<ProjectMount> mounts;
  try {
    std::vector<MountRequest> requests;
    for (const auto& m : o.mounts) requests.push_back(ParseMountFlag(m));
    mounts = ResolveMounts(requests, MountHostFromSystem(env), policy.writable_mounts);
  } catch (const MountError& e) {
    io.err << "cordon run: " << e.what() << "\n";
    return kExitError;
  }

  // Only the secrets asked for: NAME as the config file declares it, else the host's
  // variable NAME (or VAR, for NAME=VAR).
  const ServerConfig config = LoadServerConfig(env);
  std::vector<Secret> secrets;
  try {
    secrets = ResolveSecrets(SelectSecrets(config.secrets, o.secrets, /*all_declared=*/false), env,
                             RealFileSystem(), policy);
  } catch (const SecretError& e) {
    io.err << "cordon run: " << e.what() << "\n";
    return kExitError;
  }

  RunRequest request;
  request.language = *language;
  request.code = std::move(code);
  if (o.timeout > 0) request.limits.wall_seconds = o.timeout;
  if (o.memory > 0) request.limits.memory_mb = o.memory;
  for (const auto& spec : o.inputs) {
    if (auto error = ReadInput(spec, request.files); !error.empty()) {
      io.err << "cordon run: " << error << "\n";
      return kExitError;
    }
  }

  std::atomic<bool> cancel{false};
  request.cancel = &cancel;
  SignalsToFlag signals(cancel, kExitRunCancelled);

  // The same core the MCP server drives, configured for one run in this process: no
  // warm pool, no sessions, and the container removed by the engine when it exits where
  // the engine does that well (Docker), so that the process need not wait for it
  // (sandbox_core.h: engine_removes); otherwise it is removed in the background while
  // the result is printed (the core waits for that removal when it goes, before the exit).
  std::string image = o.image.empty() ? DefaultImage() : o.image;
  SandboxOptions options;
  options.python_image = image;
  options.javascript_image = image;
  options.pool_size = 0;
  options.sessions = std::nullopt;
  options.background_removal = true;
  options.engine_removes = true;
  options.instance_id = "cordon-run-" + std::to_string(getpid());
  options.seccomp = LoadInstalledSeccompProfile();
  options.offline_etc = InstalledOfflineEtc();
  options.egress_dir = DefaultEgressDir(env);
  options.channel_dir = DefaultChannelDir(env);
  options.mounts = std::move(mounts);
  options.secrets = std::move(secrets);
  // One run counts against the host-wide limit like a server's runs; only the host
  // settings (and the secrets asked for) of the server config apply here.
  options.host_admission = HostAdmissionFor(config, env);
  std::string engine_choice = EngineChoice(o.engine);
  SteadyClock clock;
  SandboxCore core(
      policy,
      [&]() -> const RuleSet& { return rules.emplace(LoadRulesFor(files, rules_dir, policy)); },
      options,
      // One run: when cordon must start podman itself, the service the user's
      // one-shot runs share (runner/engine_locator.h), not one started and stopped here.
      [&engine_choice, isolation = policy.isolation, &env] {
        // (SharedPodmanFor throws for a bad $CORDON_PODMAN_IDLE_SECONDS: an engine error.)
        return ConnectEngineHandle(engine_choice, env, isolation, SharedPodmanFor(env));
      },
      clock);
  core.Prepare(request);
  RunResult result;
  try {
    result = core.Run(request);
  } catch (const RunRequestError& e) {
    io.err << "cordon run: " << e.what() << "\n";
    return kExitError;
  }

  // Findings first, blocking or not: a warning the policy lets through is still news.
  if (!result.findings.empty()) {
    LintReport report;
    report.policy_name = policy.name;
    report.fail_on = policy.block_at;
    report.files_analyzed = 1;
    report.findings = result.findings;
    for (auto& judged : report.findings) judged.finding.path = o.path == "-" ? "<stdin>" : o.path;
    WriteTextReport(report, io.err);
  }
  io.out << result.stdout_text;
  io.err << result.stderr_text;
  io.out.flush();
  for (const auto& d : result.declined_at_run_time) {
    io.err << "cordon: refused at run time to a library (it got PermissionError; the program "
              "went on): "
           << DescribeDeclined(d) << "\n";
  }
  for (const auto& c : result.network.connections) {
    io.err << "cordon: network: " << DescribeConnection(c) << "\n";
  }
  if (result.network.omitted > 0) {
    io.err << "cordon: network: " << result.network.omitted << " more connection"
           << (result.network.omitted == 1 ? "" : "s") << " not listed\n";
  }
  ReportArtifacts(result, o.artifacts_dir, io);
  auto note = [&](const std::string& what) { io.err << "cordon: " << what << "\n"; };
  if (o.timings && !result.phases.empty()) note("timings: " + DescribePhases(result.phases));
  switch (result.status) {
    case RunStatus::kOk: return static_cast<int>(result.exit_code & 0xff);
    case RunStatus::kError:
      // The program's own failure says itself on its stderr; cordon's word, when it has
      // one (a malformed report, a status the engine took away), is said here.
      if (!result.error.empty()) note("error: " + result.error);
      return static_cast<int>(result.exit_code & 0xff);
    case RunStatus::kBlocked:
      note((result.stopped_at_run_time ? "stopped: " : "not run: ") + result.error);
      return kExitRunBlocked;
    case RunStatus::kTimeout:
      note("timeout: killed after " + std::to_string(result.limits.wall_time.count() / 1000) +
           " s");
      return kExitRunTimeout;
    case RunStatus::kOom:
      note("out of memory: killed at the " +
           std::to_string(result.limits.memory_bytes / (int64_t{1} << 20)) + " MiB limit");
      return kExitRunOom;
    case RunStatus::kOutputLimit:
      note("output limit: killed after " + std::to_string(result.limits.output_bytes) +
           " bytes on " + (result.stdout_truncated ? "stdout" : "stderr"));
      return kExitRunOutputLimit;
    case RunStatus::kCancelled:
      note("cancelled; the container was removed");
      return kExitRunCancelled;
    case RunStatus::kEngineError: note("engine error: " + result.error); return kExitError;
    case RunStatus::kBusy: note("not run: " + result.error); return kExitRunBusy;
  }
  return kExitError;
}

struct ImageOptions {
  EngineOptions engine;
  bool force = false;
  std::string mirror;
  std::string npm_registry = "https://registry.npmjs.org";
  std::string reference;
  std::string rootfs_tar;
  std::string spec;  // a custom image's spec (runner/image_spec.h)
};

// `cordon image build --spec FILE`: the spec's image on top of its base.
int RunCustomImageBuild(const ImageOptions& o, Io& io) {
  if (!o.reference.empty() || !o.rootfs_tar.empty() || !o.mirror.empty()) {
    io.err << "cordon image build: --spec names its image by its contents and builds on its "
              "base image: leave out --tag, --rootfs-tar and --mirror\n";
    return kExitError;
  }
  try {
    std::ifstream in(o.spec);
    if (!in) throw ConfigError(o.spec, 0, 0, "cannot read the image spec");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    ImageSpec spec = ParseImageSpec(text, o.spec);
    EngineConnection connection = Connect(o.engine);
    CustomImageOptions options;
    options.base = spec.base.empty() ? DefaultImage() : spec.base;
    options.force = o.force;
    // npm's own configuration (.npmrc: a company mirror, a proxy) unless the flag says.
    if (o.npm_registry != ImageOptions().npm_registry) options.npm_registry = o.npm_registry;
    CustomImage image =
        BuildCustomImage(*connection.engine, spec, options, [&](const std::string& line) {
          io.err << line << "\n" << std::flush;
        });
    io.err << "use it with `cordon run --image " << image.reference
           << "`, or python_image and javascript_image in the config file\n";
    io.out << image.reference << "\n";
    return kExitClean;
  } catch (const ConfigError& e) {
    io.err << e.what() << "\n";
    return kExitError;
  } catch (const EngineError& e) {
    io.err << "cordon image build: " << e.what() << "\n";
    return kExitError;
  }
}

int RunImageBuild(const ImageOptions& o, Io& io) {
  if (!o.spec.empty()) return RunCustomImageBuild(o, io);
  try {
    EngineConnection connection = Connect(o.engine);
    ImageBuildOptions options;
    options.reference = o.reference.empty() ? DefaultImage() : o.reference;
    options.force = o.force;
    options.mirror = o.mirror;
    options.npm_registry = o.npm_registry;
    while (options.npm_registry.ends_with('/')) options.npm_registry.pop_back();
    options.rootfs_tar = o.rootfs_tar;
    BuildSandboxImage(*connection.engine, options, [&](const std::string& line) {
      io.err << line << "\n" << std::flush;
    });
    io.out << options.reference << "\n";
    return kExitClean;
  } catch (const EngineError& e) {
    io.err << "cordon image build: " << e.what() << "\n";
    return kExitError;
  }
}

}  // namespace

void AddRunCommands(CLI::App& app, std::function<int(Io&)>& run) {
  auto options = std::make_shared<RunOptions>();
  CLI::App* cmd = app.add_subcommand("run",
                                     "Analyse a Python or JavaScript file under the policy, then "
                                     "run it in a fresh sandbox container");
  cmd->add_option("path", options->path, "The program, or - for standard input (with --lang)")
      ->required();
  cmd->add_option("--lang", options->language,
                  "python or javascript (default: from the extension)");
  cmd->add_option("--policy", options->common.policy, "Policy name or file");
  cmd->add_option("--rules", options->common.rules_dir, "Rules folder");
  cmd->add_option("--engine", options->engine.engine,
                  "podman, docker or auto (default: $CORDON_ENGINE, then auto)");
  cmd->add_option("--image", options->image,
                  "Sandbox image (default: $CORDON_IMAGE, then cordon-sandbox:<version>)");
  cmd->add_option("--timeout", options->timeout,
                  "Wall-time limit in seconds, within the policy's maximum");
  cmd->add_option("--memory", options->memory, "Memory limit in MiB, within the policy's maximum");
  cmd->add_option(
      "--input", options->inputs,
      "FILE or FILE:NAME to place in the working directory before the run (repeatable)");
  cmd->add_option("--mount", options->mounts,
                  "Project folder HOST:PATH[:ro|rw] (PATH under /work; read-only unless rw and "
                  "the policy's writable_mounts; repeatable)");
  cmd->add_option("--secret", options->secrets,
                  "Secret NAME (as the config file declares it, else the host's variable NAME) or "
                  "NAME=VAR, in the program's environment when the policy grants it, redacted "
                  "from its output and files (repeatable)");
  cmd->add_option("--artifacts", options->artifacts_dir,
                  "Save the files the run creates (plots, outputs) under this folder");
  cmd->add_flag("--timings", options->timings,
                "Print where the time went (rules, analysis, container, job, program, report; the "
                "container's creation overlaps the rules, and its removal after is not counted)");
  cmd->callback([options, &run] { run = [options](Io& io) { return RunRun(*options, io); }; });

  auto image = std::make_shared<ImageOptions>();
  CLI::App* image_cmd = app.add_subcommand("image", "Manage the sandbox image");
  image_cmd->require_subcommand(1);
  CLI::App* build = image_cmd->add_subcommand(
      "build",
      "Build the sandbox image from Debian packages (no registry) and import it into the engine");
  build->add_flag("--force", image->force, "Rebuild even if the image exists");
  build->add_option("--mirror", image->mirror, "Debian mirror (default: the one apt uses)");
  build
      ->add_option("--npm-registry", image->npm_registry,
                   "Where Node.js's binary package is fetched from (its sha512 is pinned)")
      ->capture_default_str();
  build->add_option("--tag", image->reference,
                    "Image reference (default: cordon-sandbox:<version>)");
  build->add_option("--engine", image->engine.engine, "podman, docker or auto");
  build->add_option(
      "--rootfs-tar", image->rootfs_tar,
      "Import this packed root filesystem if it exists, else build it there and keep it");
  build->add_option("--spec", image->spec,
                    "Build a custom image from this spec (Debian and npm packages, wheels) on "
                    "top of its base: cordon-env-NAME:<digest> (docs/images.md)");
  build->callback([image, &run] { run = [image](Io& io) { return RunImageBuild(*image, io); }; });
}

}  // namespace cordon::cli
