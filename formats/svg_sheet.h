// Pages for printing: several pictures (board_svg.h) laid out in a grid on
// A4 pages, as a teacher's worksheet and its answer sheet. Standard library
// only.
#pragma once

#include <string>
#include <vector>

#include "formats/board_svg.h"

namespace goproof {

// A4 portrait in SVG units (96 to the inch, as browsers and rsvg-convert
// count them): 210 mm x 297 mm.
inline constexpr double kSheetWidth = 210 / 25.4 * 96, kSheetHeight = 297 / 25.4 * 96;

// How many pictures a page holds: columns across, rows down; both 1..6.
struct SheetGrid {
  int columns = 2, rows = 3;
};

// The grid that prints boards of at most width x height lines large enough
// to read: 2 x 3 for boards up to 9x9, 1 x 2 for larger ones.
SheetGrid sheetGridFor(int width, int height);

// drawings laid out in order, grid.columns x grid.rows to a page (the last
// page may hold fewer), left to right and then down, as standalone SVG 1.1
// documents of 210mm x 297mm. Each drawing keeps its proportions, scaled to
// fit its cell (never enlarged), centred across it and at its top; each in
// a group of class "sheet-cell". Each page has heading as its first line
// (class "sheet-heading"), followed by ", page N of M" when there are
// several. No drawings: no pages. Throws std::invalid_argument for a grid
// outside 1..6.
std::vector<std::string> sheetPages(const std::vector<SvgDrawing>& drawings, const std::string& heading,
                                    SheetGrid grid);

}  // namespace goproof
