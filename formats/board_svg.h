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
// classes a program can count. Only the picture's window (view) is drawn,
// with the board's own coordinates, its cut sides' lines running on to the
// wood's edge. Classes: "stone black|white", "territory black|white",
// "mark win", "mark illegal", "line-stone black|white", "mark value
// best|win|draw|loss|unknown", "legend", "coordinate". Text is escaped, and bytes that are
// not UTF-8 become U+FFFD (svg_text.h). The same picture always gives the same bytes.
// Throws std::invalid_argument when the picture is malformed (a size outside
// 1..25, vectors of the wrong length, a mark off the board).
std::string boardSvg(const BoardPicture& picture);

// A picture drawn as the elements of boardSvg's root, and its size in SVG
// units, for a page that holds several pictures (svg_sheet.h). The elements
// take their font from the root (svgDocument's font-family).
struct SvgDrawing {
  std::string elements;
  double width = 0, height = 0;
};
// boardSvg's elements and size; throws as boardSvg does.
SvgDrawing boardSvgDrawing(const BoardPicture& picture);

// A standalone SVG 1.1 document around elements: the XML declaration and
// a root of the given width and height (SVG lengths: "404", "210mm") with a
// viewBox of 0 0 viewWidth viewHeight and the pictures' font family.
std::string svgDocument(const std::string& elements, const std::string& width, const std::string& height,
                        double viewWidth, double viewHeight);

// A number as boardSvg writes it: at most two decimals, no trailing zeros.
std::string svgNumber(double v);

}  // namespace goproof
