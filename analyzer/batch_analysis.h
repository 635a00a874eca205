// Reads and analyses many files on several threads, returning results in input order
// so output stays deterministic. The FileSystem's Read and the Analyzer must be safe to
// call concurrently (RealFileSystem and Analyzer are; InMemoryFileSystem is while no
// file is being added).
#pragma once

#include <string>
#include <vector>

#include "analyzer/analyzer.h"
#include "analyzer/file_system.h"
#include "analyzer/source_discovery.h"

namespace cordon {

struct FileAnalysis {
  std::string path;
  bool read_ok = false;
  std::string error;  // why the file could not be read
  std::vector<Finding> findings;
};

// `jobs` threads at most (0: one per hardware thread); files over `max_bytes` are errors.
// The files and folders beside each file are its local modules (AnalyzeOptions).
std::vector<FileAnalysis> AnalyzeFiles(const FileSystem& fs, const Analyzer& analyzer,
                                       const std::vector<DiscoveredSource>& sources,
                                       AnalyzeOptions options, uint64_t max_bytes,
                                       unsigned jobs = 0);

}  // namespace cordon
