#include "runner/artifact.h"

#include <catch2/catch.hpp>

using namespace cordon;

TEST_CASE("artifact types come from names confirmed by bytes", "[artifact]") {
  CHECK(MimeTypeFor("plot.png", "\x89PNG\r\n\x1a\nrest") == "image/png");
  CHECK(MimeTypeFor("PLOT.PNG", "\x89PNG\r\n\x1a\nrest") == "image/png");
  CHECK(MimeTypeFor("fake.png", "just text") == "text/plain");  // not a PNG
  CHECK(MimeTypeFor("photo.jpeg", "\xff\xd8\xff\xe0rest") == "image/jpeg");
  CHECK(MimeTypeFor("chart.svg", "<?xml version='1.0'?><svg></svg>") == "image/svg+xml");
  CHECK(MimeTypeFor("data.csv", "a,b\n1,2\n") == "text/csv");
  CHECK(MimeTypeFor("r.json", "{}") == "application/json");
  CHECK(MimeTypeFor("notes", "caf\xc3\xa9\n") == "text/plain");
  CHECK(MimeTypeFor("notes.txt", "bad \xc3 utf8") == "application/octet-stream");
  CHECK(MimeTypeFor("x.txt", std::string("nul\0", 4)) == "application/octet-stream");
  CHECK(MimeTypeFromName("big.png") == "image/png");
  CHECK(MimeTypeFromName("a.out") == "application/octet-stream");
  Artifact svg{"c.svg", "image/svg+xml", 1, "", ""};
  CHECK(svg.IsImage());
  CHECK(svg.IsText());
}
