// PNG pictures from SVG documents, by Debian's rsvg-convert (package
// librsvg2-bin), run as a separate program on temporary files.
// Standard library and POSIX only.
#pragma once

#include <string>
#include <string_view>

namespace goproof {

// The program that turns SVG into PNG, and the Debian package that has it.
inline constexpr const char* kSvgConverter = "rsvg-convert";
inline constexpr const char* kSvgConverterPackage = "librsvg2-bin";

// Whether kSvgConverter is an executable file in a directory of $PATH.
bool svgConverterAvailable();

// What svgToPng gives: the PNG's bytes, or why there are none.
struct PngConversion {
  std::string png;  // the whole PNG file; empty on failure
  std::string error;  // one line, empty on success
  bool converterMissing = false;  // kSvgConverter is not installed
};

// svg drawn as PNG at its own size (scale 1 is one pixel per SVG unit;
// 2 doubles it). Writes svg to a temporary file in $TMPDIR (or /tmp), runs
// kSvgConverter on it without a shell, reads the PNG back and removes both
// temporary files. Never throws for a failed conversion: see error.
PngConversion svgToPng(std::string_view svg, double scale = 1);

}  // namespace goproof
