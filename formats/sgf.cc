#include "formats/sgf.h"

#include <cctype>
#include <utility>

#include "solver/util/text.h"

namespace goproof::sgf {
namespace {

bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
bool isLetter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
bool isLineBreak(char c) { return c == '\n' || c == '\r'; }

// A character as an error message shows it: 'x', or its byte value.
std::string describe(char c) {
  unsigned char u = static_cast<unsigned char>(c);
  if (u >= 0x21 && u < 0x7f) return cat("'", c, "'");
  static constexpr char kHex[] = "0123456789ABCDEF";
  return cat("byte 0x", kHex[u >> 4], kHex[u & 15]);
}

// A cursor over the text that knows its line and column, and the grammar
//   Collection = GameTree { GameTree }     GameTree = "(" Node { Node } { GameTree } ")"
//   Node = ";" { Property }                Property = Ident Value { Value }
// Everything is iterative; nested trees use an explicit stack.
class Parser {
 public:
  Parser(std::string_view text, const std::string& path) : text_(text), path_(path) {
    if (text_.starts_with("\xEF\xBB\xBF")) pos_ = 3;  // a UTF-8 byte order mark
  }

  absl::StatusOr<Collection> collection() {
    Collection result;
    skipSpace();
    if (atEnd()) return error(here(), "no game tree: an SGF file starts with '(;'");
    while (!atEnd()) {
      if (peek() != '(' && !result.trees.empty() && !treeFollows()) {
        notes_.push_back({here(), peek() == ')' ? "an unmatched ')' after the last game tree: ignored"
                                                : "text after the last game tree is not SGF: ignored"});
        break;
      }
      if (peek() != '(') {
        return error(here(),
                     cat("unexpected ", describe(peek()), " outside a game tree",
                         result.trees.empty() ? ": an SGF file starts with '(;'" : ": expected '(' or the end"));
      }
      auto tree = gameTree();
      if (!tree.ok()) return tree.status();
      result.trees.push_back(*std::move(tree));
      skipSpace();
    }
    result.notes = std::move(notes_);
    return result;
  }

  // True when "(;" (blanks allowed between) appears from here on: another tree follows.
  bool treeFollows() const {
    for (size_t i = text_.find('(', pos_); i != std::string_view::npos; i = text_.find('(', i + 1)) {
      size_t j = i + 1;
      while (j < text_.size() && isSpace(text_[j])) ++j;
      if (j < text_.size() && text_[j] == ';') return true;
    }
    return false;
  }

  absl::StatusOr<Property> singleProperty() {
    skipSpace();
    if (atEnd() || !isLetter(peek()))
      return error(here(), atEnd() ? "empty property" : cat("unexpected ", describe(peek()), ": expected a property"));
    Property property;
    if (absl::Status s = readProperty(property); !s.ok()) return s;
    skipSpace();
    if (property.values.empty())
      return error(here(), cat("property ", property.id, " has no value: expected '[' but found ",
                               atEnd() ? std::string("the end of input") : describe(peek())));
    if (!atEnd()) return error(here(), cat("unexpected ", describe(peek()), " after the property"));
    return property;
  }

 private:
  bool atEnd() const { return pos_ >= text_.size(); }
  char peek() const { return text_[pos_]; }
  TextPosition here() const { return {line_, column_}; }

  // Moves past one byte. A line break is "\n", "\r", "\r\n" or "\n\r".
  void advance() {
    char c = text_[pos_++];
    if (!isLineBreak(c)) {
      ++column_;
      secondHalfOfBreak_ = false;
      return;
    }
    if (secondHalfOfBreak_) {
      secondHalfOfBreak_ = false;
      return;
    }
    ++line_;
    column_ = 1;
    secondHalfOfBreak_ = !atEnd() && isLineBreak(peek()) && peek() != c;
  }

  void skipSpace() {
    while (!atEnd() && isSpace(peek())) advance();
  }

  absl::Status error(TextPosition at, std::string_view message) const {
    std::string where = cat(at.line, ":", at.column, ": ");
    return absl::InvalidArgumentError(path_.empty() ? cat(where, message) : cat(path_, ":", where, message));
  }

  absl::StatusOr<GameTree> gameTree() {
    GameTree tree;
    tree.at = here();
    advance();  // '('
    // For each '(' still open: the node its variation hangs from (-1 for the
    // tree itself) and where it was opened.
    std::vector<std::pair<int, TextPosition>> open = {{-1, tree.at}};
    int current = -1;             // the last node read; the parent of the next one
    bool needNode = true;         // just after '('
    bool afterVariation = false;  // just after a nested ')'
    for (;;) {
      skipSpace();
      if (atEnd()) {
        TextPosition opened = open.back().second;
        return error(here(), cat("end of input inside the game tree opened at ", opened.line, ":", opened.column,
                                 ": missing ')'"));
      }
      char c = peek();
      if (needNode && c != ';')
        return error(here(), cat("expected ';' after '(', found ", describe(c), ": a game tree starts with '(;'"));
      if (c == ';') {
        if (afterVariation) return error(here(), "a node cannot follow a variation: expected '(' or ')'");
        int index = static_cast<int>(tree.nodes.size());
        tree.nodes.emplace_back();
        tree.nodes.back().at = here();
        if (current >= 0) tree.nodes[current].children.push_back(index);
        current = index;
        needNode = false;
        advance();
        if (absl::Status s = readProperties(tree.nodes.back()); !s.ok()) return s;
      } else if (c == '(') {
        open.emplace_back(current, here());
        needNode = true;
        afterVariation = false;
        advance();
      } else if (c == ')') {
        advance();
        current = open.back().first;
        open.pop_back();
        if (open.empty()) return tree;
        afterVariation = true;
      } else {
        return error(here(), cat("unexpected ", describe(c), ": expected a property, ';', '(' or ')'"));
      }
    }
  }

  absl::Status readProperties(Node& node) {
    for (;;) {
      skipSpace();
      if (atEnd() || !isLetter(peek())) return absl::OkStatus();
      node.properties.emplace_back();
      if (absl::Status s = readProperty(node.properties.back()); !s.ok()) return s;
      if (node.properties.back().values.empty()) {  // "MA;": no value, skipped with a note
        const Property& p = node.properties.back();
        notes_.push_back({p.at, cat("property ", p.id, " has no value: ignored")});
        node.properties.pop_back();
      }
    }
  }

  // Identifier and values; lower-case letters in the identifier are dropped.
  absl::Status readProperty(Property& property) {
    property.at = here();
    std::string written;
    while (!atEnd() && isLetter(peek())) {
      if (peek() >= 'A' && peek() <= 'Z') property.id += peek();
      if (written.size() < 20) written += peek();
      advance();
    }
    if (property.id.empty())
      return error(property.at, cat("property identifier '", written, "' has no upper-case letter"));
    skipSpace();
    if (!atEnd() && (peek() == ';' || peek() == '(' || peek() == ')' || isLetter(peek())))
      return absl::OkStatus();  // no value: the caller skips the property
    if (atEnd() || peek() != '[')
      return error(here(), cat("property ", property.id, " has no value: expected '[' but found ",
                               atEnd() ? std::string("the end of input") : describe(peek())));
    while (!atEnd() && peek() == '[') {
      auto value = readValue(property.id);
      if (!value.ok()) return value.status();
      property.values.push_back(*std::move(value));
      skipSpace();
    }
    return absl::OkStatus();
  }

  // "[...]": '\' escapes the next character; '\' before a line break removes both.
  absl::StatusOr<std::string> readValue(const std::string& id) {
    TextPosition open = here();
    advance();  // '['
    std::string value;
    for (;;) {
      if (atEnd()) return error(open, cat("unterminated value of property ", id, ": missing ']'"));
      char c = peek();
      advance();
      if (c == ']') return value;
      if (c != '\\') {
        value += c;
        continue;
      }
      if (atEnd()) return error(open, cat("unterminated value of property ", id, ": missing ']'"));
      char escaped = peek();
      advance();
      if (!isLineBreak(escaped)) {
        value += escaped;
      } else if (!atEnd() && isLineBreak(peek()) && peek() != escaped) {
        advance();  // the second half of "\r\n" or "\n\r"
      }
    }
  }

  std::string_view text_;
  const std::string& path_;
  std::vector<ParseNote> notes_;
  size_t pos_ = 0;
  int line_ = 1, column_ = 1;
  bool secondHalfOfBreak_ = false;
};

void writeNode(const Node& node, std::string& out) {
  out += ';';
  for (const Property& p : node.properties) out += propertyText(p);
}

// Children that keep the tree a tree (larger index, in range).
std::vector<int> validChildren(const GameTree& tree, int node) {
  std::vector<int> result;
  for (int child : tree.nodes[node].children)
    if (child > node && child < static_cast<int>(tree.nodes.size())) result.push_back(child);
  return result;
}

void writeTree(const GameTree& tree, std::string& out) {
  if (tree.nodes.empty()) {
    out += "(;)";
    return;
  }
  // Writes the sequence from `node` down to its first branch or leaf; returns
  // that last node's children.
  auto writeSequence = [&](int node) {
    for (;;) {
      writeNode(tree.nodes[node], out);
      if (node == 0) out += '\n';
      std::vector<int> children = validChildren(tree, node);
      if (children.size() != 1) return children;
      node = children[0];
    }
  };
  // Branches whose variations are being written: the children, and the next one to write.
  std::vector<std::pair<std::vector<int>, size_t>> branches;
  out += '(';
  std::vector<int> children = writeSequence(0);
  if (children.empty())
    out += ')';
  else
    branches.emplace_back(std::move(children), 0);
  while (!branches.empty()) {
    auto& [variations, next] = branches.back();
    if (next == variations.size()) {
      branches.pop_back();
      out += ')';
      continue;
    }
    int start = variations[next++];
    out += out.back() == '\n' ? "(" : "\n(";
    children = writeSequence(start);
    if (children.empty())
      out += ')';
    else
      branches.emplace_back(std::move(children), 0);
  }
}

}  // namespace

const Property* Node::find(std::string_view id) const {
  for (const Property& p : properties)
    if (p.id == id) return &p;
  return nullptr;
}

absl::StatusOr<Collection> parse(std::string_view text, const std::string& path) {
  return Parser(text, path).collection();
}

std::string escapeValue(std::string_view raw) {
  std::string out;
  out.reserve(raw.size());
  for (char c : raw) {
    if (c == ']' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

std::string propertyText(const Property& property) {
  std::string out = property.id;
  if (property.values.empty()) out += "[]";
  for (const std::string& v : property.values) out += cat("[", escapeValue(v), "]");
  return out;
}

Property makeProperty(std::string id, std::vector<std::string> values) {
  Property p;
  p.id = std::move(id);
  p.values = std::move(values);
  return p;
}

std::optional<std::pair<int, int>> pointCoordinates(std::string_view value) {
  auto coordinate = [](char c) -> int {
    if (c >= 'a' && c <= 'z') return c - 'a';
    if (c >= 'A' && c <= 'Z') return c - 'A' + 26;
    return -1;
  };
  if (value.size() != 2 || coordinate(value[0]) < 0 || coordinate(value[1]) < 0) return std::nullopt;
  return std::pair{coordinate(value[0]), coordinate(value[1])};
}

std::string pointText(int x, int row) {
  auto letter = [](int i) { return static_cast<char>(i < 26 ? 'a' + i : 'A' + i - 26); };
  return {letter(x), letter(row)};
}

std::string quoted(std::string_view value) {
  std::string s = escapeValue(value.substr(0, 40));
  for (char& c : s)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
  return value.size() > 40 ? s + "..." : s;
}

absl::StatusOr<Property> parseProperty(std::string_view text) {
  static const std::string kNoPath;
  return Parser(text, kNoPath).singleProperty();
}

std::string write(const Collection& collection) {
  std::string out;
  for (const GameTree& tree : collection.trees) {
    writeTree(tree, out);
    out += '\n';
  }
  return out;
}

}  // namespace goproof::sgf
