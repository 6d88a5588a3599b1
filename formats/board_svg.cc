#include "formats/board_svg.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <stdexcept>
#include <vector>

#include "formats/svg_text.h"
#include "solver/board/geometry.h"

namespace goproof {
namespace {

// Sizes in pixels. Every position on the board is a whole or half pixel.
constexpr double kCell = 40;  // grid spacing
constexpr double kBand = 20;  // coordinate labels' band on each side of the grid
constexpr double kPad = 12;  // white space around everything
constexpr double kTitleSize = 16, kCaptionSize = 13, kLabelSize = 12;
constexpr double kLineHeight = 19;
constexpr double kMinTextWidth = 380;  // captions wrap at the board's width, or this if wider
constexpr const char* kFont = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif";

// A number as SVG writes it: at most two decimals, no trailing zeros, never
// a locale's comma.
std::string num(double v) {
  char buffer[32];
  auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, v, std::chars_format::fixed, 2);
  std::string s(buffer, ec == std::errc() ? end : buffer);
  if (s.find('.') != std::string::npos) {
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
  }
  return s == "-0" ? "0" : s;
}

std::string_view colorClass(PictureColor c) { return c == PictureColor::Black ? "black" : "white"; }

struct OutcomeStyle {
  const char* name;  // the class
  const char* fill;
  const char* ink;  // the text's colour on it
  const char* legend;  // what the legend says
};
OutcomeStyle styleOf(PictureOutcome o, bool scored) {
  switch (o) {
    case PictureOutcome::BestScore: return {"best", "#1e8e3e", "#ffffff", "keeps the best score"};
    case PictureOutcome::Win:
      return scored ? OutcomeStyle{"win", "#9ccc65", "#000000", "wins, by less"}
                    : OutcomeStyle{"win", "#1e8e3e", "#ffffff", "wins"};
    case PictureOutcome::Draw: return {"draw", "#9e9e9e", "#000000", "draws"};
    case PictureOutcome::Loss: return {"loss", "#d93025", "#ffffff", "loses"};
    case PictureOutcome::Unknown: break;
  }
  return {"unknown", "#ffffff", "#000000", "not settled"};
}

// Where things go: the board's top-left corner and the grid.
struct Layout {
  double width = 0, height = 0;  // of the whole picture
  double boardX = 0, boardY = 0;  // top-left corner of the wood
  double boardWidth = 0, boardHeight = 0;
  int columns = 0, rows = 0;  // shown
  int left = 0, bottom = 0;  // the first column and row shown
  double x(int column) const { return boardX + kBand + kCell / 2 + (column - left) * kCell; }
  double y(int rowFromBottom) const {
    return boardY + kBand + kCell / 2 + (rows - 1 - (rowFromBottom - bottom)) * kCell;
  }
};

void check(const BoardPicture& p) {
  if (p.width < 1 || p.width > 25 || p.height < 1 || p.height > 25)
    throw std::invalid_argument("picture: the board is 1 to 25 points on a side");
  const size_t points = static_cast<size_t>(p.width * p.height);
  if (p.stones.size() != points) throw std::invalid_argument("picture: stones must have width * height entries");
  if (!p.territory.empty() && p.territory.size() != points)
    throw std::invalid_argument("picture: territory must be empty or have width * height entries");
  auto on = [&](PicturePoint q) {
    if (!p.contains(q)) throw std::invalid_argument("picture: a mark lies off the board");
  };
  for (const auto& m : p.wins) on(m.point);
  for (const auto& m : p.illegal) on(m.point);
  for (const auto& m : p.line) on(m.point);
  for (const auto& m : p.values) on(m.point);
  for (const PicturePoint& t : p.targets) on(t);
  if (!p.region.empty() && p.region.size() != points)
    throw std::invalid_argument("picture: region must be empty or have width * height entries");
  const PictureWindow& v = p.view;
  if (v.width != 0 && (v.width < 1 || v.height < 1 || v.left < 0 || v.bottom < 0 || v.left + v.width > p.width ||
                       v.bottom + v.height > p.height))
    throw std::invalid_argument("picture: the window lies off the board");
}

// The point of index i (row-major from the bottom row).
PicturePoint pointAt(const BoardPicture& p, int i) { return {i % p.width, i / p.width}; }

// The usual star points: 3-3 points on 7x7 to 11x11 (4-4 on larger boards),
// the centre of an odd board, and the sides' midpoints on odd boards of 15 or more.
std::vector<PicturePoint> starPoints(int w, int h) {
  std::vector<PicturePoint> out;
  if (w < 7 || h < 7) return out;
  const int inset = std::min(w, h) >= 13 ? 3 : 2;
  std::vector<int> xs = {inset, w - 1 - inset}, ys = {inset, h - 1 - inset};
  const bool sides = std::min(w, h) >= 15;
  if (w % 2 && (sides || h % 2)) xs.push_back(w / 2);
  if (h % 2 && (sides || w % 2)) ys.push_back(h / 2);
  for (int y : ys)
    for (int x : xs) {
      const bool middleX = w % 2 && x == w / 2, middleY = h % 2 && y == h / 2;
      if (middleX != middleY && !sides) continue;
      out.push_back({x, y});
    }
  std::sort(out.begin(), out.end(), [](PicturePoint a, PicturePoint b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
  return out;
}

// One element's text, built attribute by attribute.
class Svg {
 public:
  std::string out;
  void raw(std::string_view s) { out += s; }
  void text(double x, double y, double size, std::string_view anchor, std::string_view fill, std::string_view content,
            std::string_view extra = "") {
    out += "<text x=\"" + num(x) + "\" y=\"" + num(y) + "\" font-size=\"" + num(size) + "\" text-anchor=\"";
    out += anchor;
    out += "\" fill=\"";
    out += fill;
    out += "\"";
    while (!extra.empty() && extra.front() == ' ') extra.remove_prefix(1);
    if (!extra.empty()) out += " " + std::string(extra);
    out += ">" + escapeXmlText(content) + "</text>\n";
  }
  void circle(std::string_view cls, double cx, double cy, double r, std::string_view style) {
    out += "<circle class=\"" + std::string(cls) + "\" cx=\"" + num(cx) + "\" cy=\"" + num(cy) + "\" r=\"" + num(r) +
           "\" " + std::string(style) + "/>\n";
  }
  void rect(std::string_view cls, double x, double y, double w, double h, std::string_view style) {
    out += "<rect";
    if (!cls.empty()) out += " class=\"" + std::string(cls) + "\"";
    out += " x=\"" + num(x) + "\" y=\"" + num(y) + "\" width=\"" + num(w) + "\" height=\"" + num(h) + "\" " +
           std::string(style) + "/>\n";
  }
  void line(double x1, double y1, double x2, double y2, std::string_view style) {
    out += "<line x1=\"" + num(x1) + "\" y1=\"" + num(y1) + "\" x2=\"" + num(x2) + "\" y2=\"" + num(y2) + "\" " +
           std::string(style) + "/>\n";
  }
};

void drawStone(Svg& svg, std::string_view cls, PictureColor c, double x, double y) {
  svg.circle(std::string(cls) + " " + std::string(colorClass(c)), x, y, kCell * 0.47,
             c == PictureColor::Black ? "fill=\"#151515\" stroke=\"#000000\" stroke-width=\"1\""
                                      : "fill=\"#fbfbf8\" stroke=\"#1a1a1a\" stroke-width=\"1.2\"");
}

// The points outside a local goal's region, shaded (drawn under the stones).
void drawOutsideRegion(Svg& svg, const BoardPicture& p, const Layout& l) {
  if (p.region.empty()) return;
  svg.raw("<g class=\"outside-region\">\n");
  for (int i = 0; i < p.width * p.height; ++i)
    if (!p.region[static_cast<size_t>(i)] && p.shows(pointAt(p, i)))
      svg.rect("", l.x(i % p.width) - kCell / 2, l.y(i / p.width) - kCell / 2, kCell, kCell,
               "fill=\"#707070\" fill-opacity=\"0.35\"");
  svg.raw("</g>\n");
}

// A triangle on each target stone, in the colour that shows on it.
void drawTargets(Svg& svg, const BoardPicture& p, const Layout& l) {
  for (const PicturePoint& t : p.targets) {
    if (!p.shows(t)) continue;
    const double x = l.x(t.x), y = l.y(t.y), r = kCell * 0.26;
    const bool onBlack = p.stones[static_cast<size_t>(p.index(t))] == PictureColor::Black;
    svg.raw("<polygon class=\"mark target\" points=\"" + num(x) + "," + num(y - r) + " " + num(x + r * 0.866) + "," +
            num(y + r / 2) + " " + num(x - r * 0.866) + "," + num(y + r / 2) + "\" fill=\"none\" stroke=\"" +
            (onBlack ? "#ff5a4a" : "#c81e1e") + "\" stroke-width=\"3\"/>\n");
  }
}

// The grid of the window shown. A line along the board's edge is thicker;
// where the window cuts the board, the lines run on to the wood's edge.
void drawGrid(Svg& svg, const BoardPicture& p, const Layout& l) {
  svg.rect("board", l.boardX, l.boardY, l.boardWidth, l.boardHeight,
           "rx=\"3\" fill=\"#dcb35c\" stroke=\"#a67c2e\" stroke-width=\"1\"");
  const int firstColumn = l.left, lastColumn = l.left + l.columns - 1;
  const int firstRow = l.bottom, lastRow = l.bottom + l.rows - 1;
  const double runOn = kCell / 2;
  const double left = l.x(firstColumn) - (firstColumn > 0 ? runOn : 0);
  const double right = l.x(lastColumn) + (lastColumn < p.width - 1 ? runOn : 0);
  const double top = l.y(lastRow) - (lastRow < p.height - 1 ? runOn : 0);
  const double bottom = l.y(firstRow) + (firstRow > 0 ? runOn : 0);
  for (int x = firstColumn; x <= lastColumn; ++x)
    svg.line(l.x(x), top, l.x(x), bottom,
             x == 0 || x == p.width - 1 ? "stroke=\"#2b1d0e\" stroke-width=\"1.6\""
                                        : "stroke=\"#2b1d0e\" stroke-width=\"1\"");
  for (int y = firstRow; y <= lastRow; ++y)
    svg.line(left, l.y(y), right, l.y(y),
             y == 0 || y == p.height - 1 ? "stroke=\"#2b1d0e\" stroke-width=\"1.6\""
                                         : "stroke=\"#2b1d0e\" stroke-width=\"1\"");
  if (p.starPoints)
    for (PicturePoint s : starPoints(p.width, p.height))
      if (p.shows(s)) svg.circle("star", l.x(s.x), l.y(s.y), 3.5, "fill=\"#2b1d0e\"");
  // Coordinates on all four sides, centred in their bands: the board's own.
  const std::string font = "class=\"coordinate\"";
  for (int x = firstColumn; x <= lastColumn; ++x) {
    const std::string letter(1, static_cast<char>(std::toupper(static_cast<unsigned char>(columnLetter(x)))));
    svg.text(l.x(x), l.boardY + kBand / 2 + kLabelSize * 0.36, kLabelSize, "middle", "#3b2a12", letter, font);
    svg.text(l.x(x), l.boardY + l.boardHeight - kBand / 2 + kLabelSize * 0.36, kLabelSize, "middle", "#3b2a12", letter,
             font);
  }
  for (int y = firstRow; y <= lastRow; ++y) {
    const std::string number = std::to_string(y + 1);
    svg.text(l.boardX + kBand / 2, l.y(y) + kLabelSize * 0.36, kLabelSize, "middle", "#3b2a12", number, font);
    svg.text(l.boardX + l.boardWidth - kBand / 2, l.y(y) + kLabelSize * 0.36, kLabelSize, "middle", "#3b2a12", number,
             font);
  }
}

void drawValues(Svg& svg, const BoardPicture& p, const Layout& l, const std::string& font) {
  for (const ValueMark& v : p.values) {
    if (!p.shows(v.point)) continue;
    const OutcomeStyle s = styleOf(v.outcome, p.scored);
    const double side = kCell * 0.9, x = l.x(v.point.x), y = l.y(v.point.y);
    std::string style = "rx=\"5\" fill=\"" + std::string(s.fill) + "\" fill-opacity=\"0.9\"";
    if (v.outcome == PictureOutcome::Unknown)
      style += " stroke=\"#666666\" stroke-width=\"1.2\" stroke-dasharray=\"3 2\"";
    svg.raw("<g class=\"mark value " + std::string(s.name) + "\">\n");
    // A tooltip in browsers, and the point's name for programs: "c3: B+3 (keeps the best score)".
    svg.raw("<title>" +
            escapeXmlText(pictureName(v.point) + ": " + (v.text.empty() ? "" : v.text + " (") + s.legend +
                          (v.text.empty() ? "" : ")")) +
            "</title>\n");
    svg.rect("", x - side / 2, y - side / 2, side, side, style);
    if (!v.text.empty()) {
      const double size = fittingSize(v.text, side - 2, 13, true);
      svg.text(x, y + size * 0.36, size, "middle", s.ink, v.text, font + " font-weight=\"bold\"");
    }
    svg.raw("</g>\n");
  }
}

// Which line moves the board shows: the first move on each empty point.
// A move on a point an earlier one numbered, or on a stone of the position
// (one the line captured first), is written under the board instead, as
// books do: "7 at 3" (the number already there), "7 at a1" (the stone's
// point). Returns the notes, in the line's order, and sets shown[i] for
// each line mark drawn.
std::string lineNotes(const BoardPicture& p, std::vector<bool>* shown = nullptr) {
  std::map<int, int> numberAt;  // point index -> the first line number there
  std::string notes;
  for (const LineMark& m : p.line) {
    std::string at;
    if (p.stones[p.index(m.point)] != PictureColor::None) {
      at = pictureName(m.point);
    } else if (auto [it, first] = numberAt.emplace(p.index(m.point), m.number); !first) {
      at = std::to_string(it->second);
    }
    if (shown) shown->push_back(at.empty());
    if (!at.empty()) notes += (notes.empty() ? "" : ", ") + std::to_string(m.number) + " at " + at;
  }
  return notes;
}

void drawLine(Svg& svg, const BoardPicture& p, const Layout& l, const std::string& font) {
  std::vector<bool> shown;
  lineNotes(p, &shown);
  for (size_t i = 0; i < p.line.size(); ++i) {
    if (!shown[i] || !p.shows(p.line[i].point)) continue;
    const LineMark& m = p.line[i];
    const double x = l.x(m.point.x), y = l.y(m.point.y);
    drawStone(svg, "line-stone", m.side, x, y);
    const std::string label = std::to_string(m.number);
    const double size = fittingSize(label, kCell * 0.78, kCell * 0.45, true);
    svg.text(x, y + size * 0.36, size, "middle", m.side == PictureColor::Black ? "#ffffff" : "#000000", label,
             font + " font-weight=\"bold\" class=\"line-number\"");
  }
}

void drawIllegal(Svg& svg, const BoardPicture& p, const Layout& l, const std::string& font) {
  for (const IllegalMark& m : p.illegal) {
    if (!p.shows(m.point)) continue;
    // On an empty point the cross fills it; on a stone (a line's numbered
    // stone, say) a small one in its upper right corner leaves the number readable.
    const bool onStone =
        p.stones[p.index(m.point)] != PictureColor::None ||
        std::any_of(p.line.begin(), p.line.end(), [&](const LineMark& n) { return n.point == m.point; });
    const double arm = onStone ? kCell * 0.11 : kCell * 0.2;
    const double x = l.x(m.point.x) + (onStone ? kCell * 0.33 : 0);
    const double y = l.y(m.point.y) - (onStone ? kCell * 0.33 : m.reason.empty() ? 0 : kCell * 0.08);
    svg.raw("<g class=\"mark illegal\">\n");
    const char* style = onStone ? "stroke=\"#e8231a\" stroke-width=\"3.5\" stroke-linecap=\"round\""
                                : "stroke=\"#d7261e\" stroke-width=\"4\" stroke-linecap=\"round\"";
    svg.line(x - arm, y - arm, x + arm, y + arm, style);
    svg.line(x - arm, y + arm, x + arm, y - arm, style);
    if (!m.reason.empty()) {
      const double size = fittingSize(m.reason, kCell * 1.5, 10, true), centre = l.x(m.point.x);
      const double width = textWidth(m.reason, size, true) + 4, baseline = l.y(m.point.y) + kCell * 0.42;
      svg.rect("", centre - width / 2, baseline - size, width, size + 3,
               "rx=\"2\" fill=\"#ffffff\" fill-opacity=\"0.85\"");
      svg.text(centre, baseline, size, "middle", "#b0140c", m.reason, font + " font-weight=\"bold\"");
    }
    svg.raw("</g>\n");
  }
}

}  // namespace

SvgDrawing boardSvgDrawing(const BoardPicture& p) {
  check(p);
  Layout l;
  const PictureWindow shown = p.shown();
  l.columns = shown.width;
  l.rows = shown.height;
  l.left = shown.left;
  l.bottom = shown.bottom;
  l.boardWidth = 2 * kBand + l.columns * kCell;
  l.boardHeight = 2 * kBand + l.rows * kCell;
  const double textArea = std::max(l.boardWidth, kMinTextWidth);
  std::vector<std::string> titleLines;
  if (!p.title.empty()) titleLines = wrapText(p.title, textArea, kTitleSize, true);

  // The legend: one entry per outcome shown, in a fixed order.
  std::vector<PictureOutcome> legend;
  for (PictureOutcome o : {PictureOutcome::BestScore, PictureOutcome::Win, PictureOutcome::Draw, PictureOutcome::Loss,
                           PictureOutcome::Unknown})
    if (std::any_of(p.values.begin(), p.values.end(), [o](const ValueMark& v) { return v.outcome == o; }))
      legend.push_back(o);
  // Legend entries flow left to right, wrapping at the text area's width;
  // each row is centred.
  struct LegendPlace {
    PictureOutcome outcome;
    double x;
    int row;
  };
  std::vector<LegendPlace> places;
  std::vector<double> rowWidths;
  for (PictureOutcome o : legend) {
    const double w = 18 + textWidth(styleOf(o, p.scored).legend, kCaptionSize) + 14;
    if (rowWidths.empty() || rowWidths.back() + w > textArea) rowWidths.push_back(0);
    places.push_back({o, rowWidths.back(), static_cast<int>(rowWidths.size()) - 1});
    rowWidths.back() += w;
  }
  const int legendRows = static_cast<int>(rowWidths.size());

  const std::string font;  // the root element names the font for every text
  std::vector<std::string> caption = p.caption;
  if (std::string notes = lineNotes(p); !notes.empty()) caption.push_back(notes);
  std::vector<std::string> captionLines;
  for (const std::string& c : caption)
    for (const std::string& piece : wrapText(c, textArea, kCaptionSize)) captionLines.push_back(piece);

  const double titleHeight = titleLines.empty() ? 0 : titleLines.size() * (kTitleSize + 6) + 6;
  const double underHeight = (captionLines.empty() ? 0 : 8 + captionLines.size() * kLineHeight) +
                             (legendRows ? 8 + legendRows * kLineHeight : 0);
  l.width = 2 * kPad + textArea;
  l.height = 2 * kPad + titleHeight + l.boardHeight + underHeight;
  l.boardX = kPad + (textArea - l.boardWidth) / 2;
  l.boardY = kPad + titleHeight;

  Svg svg;
  if (!p.title.empty()) svg.raw("<title>" + escapeXmlText(p.title) + "</title>\n");
  svg.rect("background", 0, 0, l.width, l.height, "fill=\"#ffffff\"");
  double y = kPad;
  for (const std::string& t : titleLines) {
    y += kTitleSize + 6;
    svg.text(l.width / 2, y - 4, kTitleSize, "middle", "#000000", t, font + " font-weight=\"bold\" class=\"title\"");
  }
  drawGrid(svg, p, l);
  if (!p.territory.empty())
    for (int i = 0; i < p.width * p.height; ++i) {
      if (p.territory[i] == PictureColor::None || !p.shows(pointAt(p, i))) continue;
      const double side = kCell * 0.36, x = l.x(i % p.width), yy = l.y(i / p.width);
      svg.rect("territory " + std::string(colorClass(p.territory[i])), x - side / 2, yy - side / 2, side, side,
               p.territory[i] == PictureColor::Black ? "fill=\"#151515\""
                                                     : "fill=\"#fbfbf8\" stroke=\"#1a1a1a\" stroke-width=\"1\"");
    }
  drawOutsideRegion(svg, p, l);
  for (int i = 0; i < p.width * p.height; ++i)
    if (p.stones[i] != PictureColor::None && p.shows(pointAt(p, i))) drawStone(svg, "stone", p.stones[i], l.x(i % p.width), l.y(i / p.width));
  drawTargets(svg, p, l);
  drawValues(svg, p, l, font);
  drawLine(svg, p, l, font);
  for (const WinMark& m : p.wins)
    if (p.shows(m.point))
      svg.circle("mark win", l.x(m.point.x), l.y(m.point.y), kCell * 0.3,
                 "fill=\"none\" stroke=\"#12a43a\" stroke-width=\"4\"");
  drawIllegal(svg, p, l, font);

  y = l.boardY + l.boardHeight + (captionLines.empty() ? 0 : 8);
  for (const std::string& c : captionLines) {
    y += kLineHeight;
    svg.text(l.width / 2, y - 5, kCaptionSize, "middle", "#000000", c, font + " class=\"caption\"");
  }
  if (legendRows) {
    const double top = y + 8;
    svg.raw("<g class=\"legend\">\n");
    for (const LegendPlace& place : places) {
      const OutcomeStyle s = styleOf(place.outcome, p.scored);
      const double x = kPad + (textArea - rowWidths[place.row] + 14) / 2 + place.x,
                   rowTop = top + place.row * kLineHeight;
      std::string style = "rx=\"3\" fill=\"" + std::string(s.fill) + "\"";
      style += place.outcome == PictureOutcome::Unknown
                   ? " stroke=\"#666666\" stroke-width=\"1\" stroke-dasharray=\"3 2\""
                   : " stroke=\"#555555\" stroke-width=\"0.5\"";
      svg.rect("legend-swatch", x, rowTop + 2, 14, 14, style);
      svg.text(x + 18, rowTop + 14, kCaptionSize, "start", "#000000", s.legend, font);
    }
    svg.raw("</g>\n");
  }
  return {std::move(svg.out), l.width, l.height};
}

std::string svgNumber(double v) { return num(v); }

std::string svgDocument(const std::string& elements, const std::string& width, const std::string& height,
                        double viewWidth, double viewHeight) {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" +
         width + "\" height=\"" + height + "\" viewBox=\"0 0 " + num(viewWidth) + " " + num(viewHeight) +
         "\" font-family=\"" + kFont + "\">\n" + elements + "</svg>\n";
}

std::string boardSvg(const BoardPicture& p) {
  const SvgDrawing d = boardSvgDrawing(p);
  return svgDocument(d.elements, num(d.width), num(d.height), d.width, d.height);
}

}  // namespace goproof
