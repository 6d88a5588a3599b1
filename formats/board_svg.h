// Drawing a BoardPicture (board_picture.h) as a standalone SVG 1.1 document.
// Standard library only.
#pragma once

#include <string>
#include <string_view>

#include "formats/board_picture.h"

namespace goproof {

// The picture as a standalone SVG 1.1 document (UTF-8, well-formed XML, with
// an XML declaration): a wood-coloured board with its grid, star points where
// asked, GTP coordinates on all four sides (columns A.. skipping I, row 1 at
// the bottom), stones with outlines, the marks, the title above and the
// caption and (for value maps) a legend under the board. Elements carry
// classes a program can count: "stone black|white", "territory black|white",
// "mark win", "mark illegal", "line-stone black|white", "mark value
// best|win|draw|loss|unknown", "legend". Text is escaped, and bytes that are
// not UTF-8 become U+FFFD (svg_text.h). The same picture always gives the same bytes.
// Throws std::invalid_argument when the picture is malformed (a size outside
// 1..25, vectors of the wrong length, a mark off the board).
std::string boardSvg(const BoardPicture& picture);

}  // namespace goproof
