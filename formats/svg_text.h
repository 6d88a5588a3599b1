// Text in SVG pictures: escaping for XML, and the measuring and wrapping a
// picture needs to lay text out without a font engine. Standard library only.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace goproof {

// text made safe for XML character data and attribute values: & < > " '
// escaped, control characters other than tab dropped (line breaks become
// spaces), bytes that are not well-formed UTF-8 replaced by U+FFFD.
std::string escapeXmlText(std::string_view text);

// A generous estimate of text's width in pixels at font size `size` in
// DejaVu Sans (bold when asked), the sans-serif most systems draw with, from
// rough advance widths per character; wider rather than narrower.
double textWidth(std::string_view text, double size, bool bold = false);

// The largest font size, at most `most`, at which textWidth(text) fits in width.
double fittingSize(std::string_view text, double width, double most, bool bold);

// text in lines of at most width pixels (by textWidth), broken between the
// clauses of a list ("a; b; c") where it can, else between words; a word
// longer than a line gets a line of its own. Always at least one line.
std::vector<std::string> wrapText(const std::string& text, double width, double size, bool bold = false);

}  // namespace goproof
