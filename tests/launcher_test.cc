#include "runner/launcher.h"

#include <catch2/catch.hpp>

using namespace cordon;

TEST_CASE("the launcher frame: a JSON header line, the program, then each file", "[launcher]") {
  LauncherJob job;
  job.program_name = "main.py";
  job.code = "print(1)\n";
  job.files = {{"data/a.csv", "x,y\n"}, {"b.txt", "b"}};
  job.nonce = "00ff";
  job.max_file_bytes = 10;
  job.max_total_bytes = 20;
  job.max_files = 3;
  CHECK(LauncherFrame(job) ==
        R"({"program":"main.py","size":9,"files":[{"path":"data/a.csv","size":4},)"
        R"({"path":"b.txt","size":1}],"nonce":"00ff","max_file":10,"max_total":20,)"
        R"("max_files":3,"keep":false,"deadline_ms":0})"
        "\nprint(1)\nx,y\nb");
  CHECK(TrailerMarker("00ff") ==
        "\x1e"
        "cordon:00ff");
  CHECK(NewNonce().size() == 16);
  CHECK(NewNonce() != NewNonce());
}

TEST_CASE("program file names follow the language and module syntax", "[launcher]") {
  CHECK(ProgramFileName(Language::kPython, "x") == "main.py");
  CHECK(ProgramFileName(Language::kJavaScript, "console.log(1)") == "main.cjs");
  CHECK(ProgramFileName(Language::kJavaScript, "import fs from 'fs';") == "main.mjs");
  CHECK(ProgramFileName(Language::kJavaScript, "const x = 1;\nexport const y = 2;") == "main.mjs");
  CHECK(ProgramFileName(Language::kJavaScript, "// import x from 'y'\nconsole.log(1)") ==
        "main.cjs");
}

TEST_CASE("module detection is linear in the code, whatever its shape", "[launcher]") {
  // std::regex overflowed the stack on this (run_javascript_code with 100,000 spaces).
  CHECK(ProgramFileName(Language::kJavaScript, std::string(100000, ' ') + "1") == "main.cjs");
  CHECK(ProgramFileName(Language::kJavaScript, std::string(100000, '\n') + "export {}") ==
        "main.mjs");
  CHECK(ProgramFileName(Language::kJavaScript, "  \t await x\n") == "main.mjs");
}
