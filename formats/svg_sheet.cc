#include "formats/svg_sheet.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <stdexcept>

#include "formats/svg_text.h"

namespace goproof {
namespace {

constexpr double kMargin = 38;  // about 1 cm: what printers leave blank anyway
constexpr double kHeadingSize = 14, kHeadingHeight = 30;
constexpr double kGap = 14;  // between cells

// A scale factor to 4 decimals (two would move a large board's far edge by
// pixels), rounded down so that the picture still fits; never a locale's comma.
std::string scaleText(double scale) {
  char buffer[32];
  auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, std::floor(scale * 10000) / 10000,
                                 std::chars_format::fixed, 4);
  return ec == std::errc() ? std::string(buffer, end) : "1";
}

}  // namespace

SheetGrid sheetGridFor(int width, int height) { return std::max(width, height) <= 9 ? SheetGrid{2, 3} : SheetGrid{1, 2}; }

std::vector<std::string> sheetPages(const std::vector<SvgDrawing>& drawings, const std::string& heading,
                                    SheetGrid grid) {
  if (grid.columns < 1 || grid.columns > 6 || grid.rows < 1 || grid.rows > 6)
    throw std::invalid_argument("sheet: a page holds 1 to 6 columns and 1 to 6 rows of pictures");
  const size_t perPage = static_cast<size_t>(grid.columns * grid.rows);
  const size_t pages = (drawings.size() + perPage - 1) / perPage;
  const double cellWidth = (kSheetWidth - 2 * kMargin - (grid.columns - 1) * kGap) / grid.columns;
  const double top = kMargin + kHeadingHeight;
  const double cellHeight = (kSheetHeight - top - kMargin - (grid.rows - 1) * kGap) / grid.rows;
  std::vector<std::string> out;
  for (size_t page = 0; page < pages; ++page) {
    std::string elements = "<rect class=\"background\" x=\"0\" y=\"0\" width=\"" + svgNumber(kSheetWidth) +
                           "\" height=\"" + svgNumber(kSheetHeight) + "\" fill=\"#ffffff\"/>\n";
    const std::string line =
        pages > 1 ? heading + ", page " + std::to_string(page + 1) + " of " + std::to_string(pages) : heading;
    elements += "<text class=\"sheet-heading\" x=\"" + svgNumber(kMargin) + "\" y=\"" +
                svgNumber(kMargin + kHeadingSize) + "\" font-size=\"" + svgNumber(kHeadingSize) +
                "\" text-anchor=\"start\" fill=\"#000000\">" + escapeXmlText(line) + "</text>\n";
    for (size_t i = page * perPage; i < std::min(drawings.size(), (page + 1) * perPage); ++i) {
      const SvgDrawing& d = drawings[i];
      const int cell = static_cast<int>(i - page * perPage);
      const double scale = std::min({1.0, cellWidth / d.width, cellHeight / d.height});
      const double x = kMargin + (cell % grid.columns) * (cellWidth + kGap) + (cellWidth - d.width * scale) / 2;
      const double y = top + (cell / grid.columns) * (cellHeight + kGap);
      elements += "<g class=\"sheet-cell\" transform=\"translate(" + svgNumber(x) + " " + svgNumber(y) + ") scale(" +
                  scaleText(scale) + ")\">\n" + d.elements + "</g>\n";
    }
    out.push_back(svgDocument(elements, "210mm", "297mm", kSheetWidth, kSheetHeight));
  }
  return out;
}

}  // namespace goproof
