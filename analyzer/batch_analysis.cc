#include "analyzer/batch_analysis.h"

#include <algorithm>
#include <atomic>
#include <thread>

namespace cordon {
namespace {

// What a file may import as a local module rather than a listed one: the names of the
// files and folders beside it (`helper` of helper.py, `pkg` of pkg/).
std::vector<std::string> SiblingModules(const FileSystem& fs, const std::string& path) {
  const size_t slash = path.rfind('/');
  const std::string dir = slash == std::string::npos ? "." : path.substr(0, slash + 1);
  std::vector<std::string> names;
  for (const auto& entry : fs.List(dir)) names.push_back(entry.substr(0, entry.find('.')));
  return names;
}

}  // namespace

std::vector<FileAnalysis> AnalyzeFiles(const FileSystem& fs, const Analyzer& analyzer,
                                       const std::vector<DiscoveredSource>& sources,
                                       AnalyzeOptions options, uint64_t max_bytes, unsigned jobs) {
  std::vector<FileAnalysis> results(sources.size());
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i = next++; i < sources.size(); i = next++) {
      FileAnalysis& result = results[i];
      result.path = sources[i].path;
      try {
        auto read = fs.Read(sources[i].path, max_bytes);
        if (!read.text) {
          result.error = read.error;
          continue;
        }
        result.read_ok = true;
        AnalyzeOptions file_options = options;
        file_options.local_modules = SiblingModules(fs, sources[i].path);
        result.findings = analyzer.Analyze(
            {sources[i].path, sources[i].language, std::move(*read.text)}, file_options);
      } catch (const std::exception& e) {  // out of memory on a huge file: report, go on
        result.read_ok = false;
        result.error = std::string("analysis failed: ") + e.what();
      }
    }
  };
  if (jobs == 0) jobs = std::max(1u, std::thread::hardware_concurrency());
  jobs = static_cast<unsigned>(std::min<size_t>(jobs, sources.size()));
  if (jobs <= 1) {
    work();
    return results;
  }
  std::vector<std::jthread> threads;
  for (unsigned t = 0; t < jobs; ++t) threads.emplace_back(work);
  threads.clear();  // joins
  return results;
}

}  // namespace cordon
