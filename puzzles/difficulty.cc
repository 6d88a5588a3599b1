#include "puzzles/difficulty.h"

#include <algorithm>
#include <cmath>

#include "solver/util/text.h"

namespace goproof {

int gradeFor(const Difficulty& d) {
  const double nodesTerm = std::max(0.0, std::log10(std::max<double>(1, static_cast<double>(d.nodes))) - 1);
  const double raw = 1 + 0.75 * std::max(0, d.depth - 1) + 0.5 * std::min(d.plausible, 6) + 0.75 * nodesTerm;
  return std::clamp(static_cast<int>(std::lround(raw)), kLowestGrade, kHighestGrade);
}

int pliesBeforeLosersPass(const std::vector<Move>& line, int firstLoserPly) {
  for (size_t i = std::max(0, firstLoserPly); i < line.size(); i += 2)
    if (line[i] == kPass) return static_cast<int>(i);
  return static_cast<int>(line.size());
}

std::string_view gradeName(int grade) { return grade <= 3 ? "easy" : grade <= 6 ? "medium" : "hard"; }

std::string describe(const Difficulty& d) {
  const std::string tempting = d.plausible == 0   ? "no tempting wrong move"
                               : d.plausible == 1 ? "1 tempting wrong move"
                                                  : cat(d.plausible, " tempting wrong moves");
  const std::string stones = cat(d.stones, d.stones == 1 ? " stone" : " stones");
  if (d.reading)
    return cat("grade ", d.grade, " (", gradeName(d.grade), "): read ", d.depth, d.depth == 1 ? " move ahead, " : " moves ahead, ",
               tempting, ", ", d.nodes, d.nodes == 1 ? " position read, " : " positions read, ", stones);
  const std::string rest =
      d.lineMoves > d.depth ? cat(" until the loser can only pass (", d.lineMoves, " to the end)") : std::string();
  return cat("grade ", d.grade, " (", gradeName(d.grade), "): a line of ", d.depth, d.depth == 1 ? " move" : " moves", rest, ", ", tempting, ", ", d.nodes,
             d.nodes == 1 ? " node to prove, " : " nodes to prove, ", stones);
}

absl::StatusOr<std::pair<int, int>> parseGradeRange(std::string_view text) {
  const std::string t = lowerCase(text);
  if (t == "easy") return std::pair{1, 3};
  if (t == "medium") return std::pair{4, 6};
  if (t == "hard") return std::pair{7, 10};
  if (t == "any") return std::pair{kLowestGrade, kHighestGrade};
  auto number = [](std::string_view s) -> int {
    if (s.empty() || s.size() > 2) return -1;
    int n = 0;
    for (char c : s) {
      if (c < '0' || c > '9') return -1;
      n = n * 10 + (c - '0');
    }
    return n;
  };
  const size_t dash = t.find('-');
  const int low = number(std::string_view(t).substr(0, dash));
  const int high = dash == std::string::npos ? low : number(std::string_view(t).substr(dash + 1));
  const std::string accepted = "easy, medium, hard, any, a grade 1 to 10, or a range LO-HI such as 3-6";
  if (low < 0 || high < 0) return absl::InvalidArgumentError(cat("'", text, "' is not a difficulty: use ", accepted));
  if (low < kLowestGrade || high > kHighestGrade)
    return absl::InvalidArgumentError(cat("'", text, "': grades run from 1 to 10"));
  if (low > high)
    return absl::InvalidArgumentError(cat("'", text, "' is an empty range: the low grade comes first, such as ", high,
                                          "-", low));
  return std::pair{low, high};
}

}  // namespace goproof
