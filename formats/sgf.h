// SGF (Smart Game Format, FF[4]) as a general tree of properties: a parser
// that never crashes and reports errors as "path:line:col: message", and a
// writer such that parse(write(c)) == c. Property values are kept raw: no
// property type is interpreted here (formats/sgf_puzzle.h does that).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"

namespace goproof::sgf {

// 1-based line and column of a character in the parsed text (0: not parsed).
// A line break is "\n", "\r", "\r\n" or "\n\r"; columns count bytes.
struct TextPosition {
  int line = 0;
  int column = 0;
};

// One property: an identifier of upper-case letters and its values, unescaped
// (escapes and soft line breaks removed; everything else exactly as written).
struct Property {
  std::string id;
  std::vector<std::string> values;  // at least one
  TextPosition at;                  // the identifier's first letter
  bool operator==(const Property& o) const { return id == o.id && values == o.values; }  // ignores `at`
};

// One node (";" and its properties, in file order) and its children.
struct Node {
  std::vector<Property> properties;
  std::vector<int> children;  // indices into GameTree::nodes, in file order; each larger than this node's
  TextPosition at;            // the ';'
  // The first property with this identifier, or nullptr.
  const Property* find(std::string_view id) const;
  bool operator==(const Node& o) const { return properties == o.properties && children == o.children; }
};

// One game tree, as a tree of nodes stored flat (so that no operation on it
// recurses, however deep the file nests). nodes[0] is the root; a sequence
// ";a;b" is a node with one child, variations "(;b)(;c)" are several children.
struct GameTree {
  std::vector<Node> nodes;
  TextPosition at;  // the '(' that opens it
  bool operator==(const GameTree& o) const { return nodes == o.nodes; }
};

// Something parse() skipped without refusing the file, and where.
struct ParseNote {
  TextPosition at;
  std::string message;  // "text after the last game tree is not SGF: ignored"
};

// A whole file: one or more game trees.
struct Collection {
  std::vector<GameTree> trees;
  std::vector<ParseNote> notes;  // in file order
  bool operator==(const Collection& o) const { return trees == o.trees; }  // ignores notes
};

// Parses a collection. Whitespace may separate any two tokens; lower-case
// letters inside identifiers are dropped (FF[3] "AddBlack" is "AB"). Errors
// (missing "(;", an unterminated value or tree, a property without a value,
// text before or between the trees, a stray ')', ...) are InvalidArgument with the one-line message
// "<path>:<line>:<col>: <what is wrong>". Two slips of real files are not
// errors but notes: text after the last tree that holds no "(;" (notes, a
// separator line, an unmatched ')') is skipped; so is an
// identifier with no value before ';', '(', ')' or the next property
// (GoGui writes "MA;").
// Iterative: any nesting depth is safe.
absl::StatusOr<Collection> parse(std::string_view text, const std::string& path);

// The collection as SGF text, each tree followed by a newline. parse(write(c))
// == c for every c that parse returns, and for any collection built like one:
// identifiers of upper-case letters, at least one value per property, at least
// one node per tree, nodes numbered in preorder. (Children whose index is not
// larger than their parent's, or out of range, are skipped.)
std::string write(const Collection& collection);

// A value escaped for writing between '[' and ']': '\' before every ']' and '\'.
std::string escapeValue(std::string_view raw);

// A property in SGF text form: "AB[aa][bb]", "C[a \] b]".
std::string propertyText(const Property& property);

// A property with these values (at: not parsed).
Property makeProperty(std::string id, std::vector<std::string> values);

// A point value "cd" as (column from the left, row from the top), both 0-based:
// letters a-z are 0-25, A-Z 26-51. nullopt unless exactly two such letters.
std::optional<std::pair<int, int>> pointCoordinates(std::string_view value);
// The inverse of pointCoordinates; requires 0 <= x, row < 52.
std::string pointText(int x, int row);

// A value as an error message may quote it: escaped, control characters as
// '?', at most 40 characters (then "...") — always one line.
std::string quoted(std::string_view value);

// Parses the text form of exactly one property ("DT[2024-05-01]", whitespace
// around it allowed). Errors read "<line>:<col>: <message>", within `text`.
absl::StatusOr<Property> parseProperty(std::string_view text);

}  // namespace goproof::sgf
