// libFuzzer target: the native puzzle-format reader must never crash, and
// whatever it accepts must survive the canonical writer unchanged.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "formats/native_format.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto file = goproof::parsePuzzleFile(text, "fuzz");
  if (!file.ok()) return 0;
  std::string written = goproof::formatPuzzleFile(*file);
  auto again = goproof::parsePuzzleFile(written, "rewritten");
  if (!again.ok() || goproof::formatPuzzleFile(*again) != written) std::abort();
  return 0;
}
