// goproof render: pictures (SVG, PNG) of a position, a puzzle and its claims,
// or a value map (every legal move's value, solved). The marks come from
// puzzles/puzzle_picture.h and the drawing from formats/board_svg.h; this
// file reads the flags, writes the files and reports errors and progress.
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <stdexcept>
#include <utility>
#include <vector>

#include "formats/atomic_file.h"
#include "formats/board_picture.h"
#include "formats/board_svg.h"
#include "formats/svg_sheet.h"
#include "formats/svg_to_png.h"
#include "formats/text_files.h"
#include "puzzles/puzzle_picture.h"
#include "tools/cli_common.h"
#include "tools/commands.h"

namespace goproof::cli {
namespace {

std::atomic<bool> interrupted{false};

enum class PictureFormat { Svg, Png };

struct RenderCommand {
  PositionFlags position;
  SolverFlags solverFlags;
  std::string puzzleFile;
  int index = 0;
  bool all = false;
  bool valueMap = false;
  bool problem = false, answers = false, sheet = false;
  bool wholeBoard = false;
  std::vector<std::string> winMarks, illegalMarks, lineMoves;
  std::string output, format;
  double scale = 3;
  CLI::App* sub = nullptr;

  bool given(const char* name) const { return sub->get_option(name)->count() > 0; }

  PictureFormat pictureFormat() const {
    std::string ext = lowerCase(std::filesystem::path(output).extension().string());
    std::optional<PictureFormat> fromName;
    if (ext == ".svg") fromName = PictureFormat::Svg;
    else if (ext == ".png") fromName = PictureFormat::Png;
    if (!format.empty()) {
      if (format != "svg" && format != "png") throw CommandError{cat("format: '", format, "' is not svg or png")};
      const PictureFormat chosen = format == "svg" ? PictureFormat::Svg : PictureFormat::Png;
      if (fromName && *fromName != chosen && !all && !sheet)
        throw CommandError{
            cat("format: --format ", format, " but the output ", output, " is named as ", ext.substr(1))};
      return chosen;
    }
    if (fromName) return *fromName;
    if (all || sheet || output.empty() || output == "-" || ext.empty()) return PictureFormat::Svg;
    throw CommandError{cat("output: cannot tell the picture format from '", ext,
                           "': name the file .svg or .png, or give --format svg|png")};
  }

  // What can be refused before any work: flags that do not go together, an
  // output that cannot be written, PNG without its converter.
  PictureFormat checkRequest() const {
    const std::pair<const char*, const std::vector<std::string>*> lists[] = {
        {"--line", &lineMoves}, {"--mark-win", &winMarks}, {"--mark-illegal", &illegalMarks}};
    for (const auto& [flag, words] : lists)
      refuseMoveTakenForFile(puzzleFile, flag, *words);  // `--line d3 b3`: b3 was taken for the PUZZLEFILE
    for (const auto& [flag, words] : lists)
      if (given(flag) && moveWords(*words).empty())
        throw CommandError{cat(std::string_view(flag).substr(2), ": nothing given ('c3 d4', say)")};
    if (!puzzleFile.empty()) {
      for (const char* flag : {"--board", "--to-move", "--ko", "--prisoners", "--previous-pass", "--coins",
                               "--previous-move", "--mirror-runs"})
        if (given(flag))
          throw CommandError{cat(std::string_view(flag).substr(2), ": the puzzle file gives the position")};
    } else if (all || sheet || given("--index")) {
      throw CommandError{"index: --index, --all and --sheet choose puzzles of a PUZZLEFILE"};
    }
    if (given("--index") && index < 1)
      throw CommandError{cat("index: puzzles are numbered from 1, not ", index)};
    if (all && given("--index")) throw CommandError{"index: --index and --all do not go together"};
    if (sheet && (all || given("--index")))
      throw CommandError{cat("sheet: --sheet draws every puzzle of the file; leave out ", all ? "--all" : "--index")};
    if (problem && answers)
      throw CommandError{"problem: --problem and --answers do not go together (--sheet without either writes both)"};
    if (problem)
      for (const char* flag : {"--mark-win", "--mark-illegal", "--line", "--value-map"})
        if (given(flag)) throw CommandError{cat("problem: --problem draws no answer, so no ", flag)};
    if (sheet && valueMap) throw CommandError{"sheet: --sheet does not draw value maps"};
    if (!(scale > 0 && scale <= 16)) throw CommandError{"scale: must be more than 0 and at most 16"};
    const PictureFormat f = pictureFormat();
    const bool toStdout = output.empty() || output == "-";
    if (f == PictureFormat::Png && toStdout && isatty(STDOUT_FILENO))
      throw CommandError{"output: a PNG is not for a terminal: give -o FILE.png, or redirect standard output"};
    if (f == PictureFormat::Png && !svgConverterAvailable())
      throw CommandError{cat(kSvgConverter, " is not installed, and PNG pictures need it: install Debian's ",
                             kSvgConverterPackage, ", or write SVG"),
                         kExitWriteFailed};
    std::error_code ec;
    const auto kind = std::filesystem::symlink_status(output, ec).type();
    if (all || sheet) {
      if (toStdout || !std::filesystem::is_directory(output, ec))
        throw CommandError{all ? "output: --all writes one picture per puzzle: give an existing directory with -o DIR"
                               : "output: --sheet writes one file per page: give an existing directory with -o DIR"};
      return f;
    }
    if (!toStdout && !puzzleFile.empty() && puzzleFile != "-" && std::filesystem::exists(output, ec) &&
        std::filesystem::equivalent(puzzleFile, output, ec))
      throw CommandError{cat("output: ", output, " is the input file; goproof never overwrites its input")};
    if (!toStdout && (kind == std::filesystem::file_type::not_found || kind == std::filesystem::file_type::regular ||
                      kind == std::filesystem::file_type::directory))
      if (absl::Status ok = checkWritablePath(output, "picture"); !ok.ok())
        throw CommandError{std::string(ok.message()), kExitWriteFailed};
    return f;
  }

  void write(const std::string& svg, PictureFormat f, const std::string& path) const {
    std::string bytes = svg;
    if (f == PictureFormat::Png) {
      PngConversion png = svgToPng(svg, scale);
      if (!png.error.empty()) throw CommandError{png.error, kExitWriteFailed};
      bytes = std::move(png.png);
    }
    if (absl::Status written = writeOutputText(path.empty() ? "-" : path, bytes); !written.ok())
      throw CommandError{std::string(written.message()), kExitWriteFailed};
  }

  // Adds the value map of game to picture (addValueMap), with a progress
  // line on a terminal and the solver's reason when it stopped short.
  // Returns whether every move was settled.
  template <class Game>
  bool addValues(Game& game, BoardPicture& picture) const {
    SolverOptions options = solverFlags.toOptions();
    options.stop = &interrupted;
    const bool terminal = isatty(STDERR_FILENO);
    bool progressShown = false;
    options.progress = [&](const SolverProgress& p) {
      if (!terminal) return;
      std::fprintf(stderr, "\r%s", formatProgress(p).c_str());
      std::fflush(stderr);
      progressShown = true;
    };
    ValueMapOutcome outcome;
    try {
      outcome = addValueMap(game, picture, options);
    } catch (const std::invalid_argument& e) {
      throw CommandError{e.what()};
    }
    if (progressShown) std::fprintf(stderr, "\r\033[K");
    if (!outcome.incompleteReason.empty()) std::cerr << "goproof render: " << outcome.incompleteReason << "\n";
    return outcome.settled;
  }

  // One picture of spec, with the puzzle's claims when there is one
  // (problemOnly: without them). number, when not empty, goes before the
  // puzzle's title. A local goal's picture on a large board shows its
  // corner (goalWindow) unless --whole-board; *lines, when given, is set to
  // the most lines the picture shows across or down.
  SvgDrawing draw(const PositionSpec& spec, const Puzzle* puzzle, bool problemOnly, const std::string& number,
                  bool* complete, int* lines = nullptr) const {
    return withAnyGame(spec, [&](auto& game) {
      BoardPicture picture;
      try {
        picture =
            markedPicture(game, spec, {puzzle, winMarks, illegalMarks, lineMoves, valueMap, problemOnly, number});
      } catch (const std::invalid_argument& e) {
        throw CommandError{e.what()};
      }
      if (valueMap) *complete = addValues(game, picture) && *complete;
      if (!wholeBoard) picture.view = goalWindow(picture);
      if (lines) *lines = std::max(picture.shown().width, picture.shown().height);
      try {
        return boardSvgDrawing(picture);
      } catch (const std::invalid_argument& e) {  // a picture goproof cannot draw: a bug, said in one line
        throw CommandError{cat("cannot draw this picture: ", e.what())};
      }
    });
  }

  // The drawing as a standalone SVG document.
  static std::string document(const SvgDrawing& d) {
    return svgDocument(d.elements, svgNumber(d.width), svgNumber(d.height), d.width, d.height);
  }

  // The target of one file of --all or --sheet: DIR/NAME, never the input.
  std::string targetIn(const std::string& name) const {
    const std::filesystem::path target = std::filesystem::path(output) / name;
    std::error_code ec;
    if (puzzleFile != "-" && std::filesystem::equivalent(puzzleFile, target, ec))
      throw CommandError{cat("output: ", target.string(), " is the input file; goproof never overwrites its input")};
    return target.string();
  }

  // n as text, with leading zeros to the width of count's digits.
  static std::string padded(size_t n, size_t count) {
    std::string number = std::to_string(n);
    number.insert(0, std::to_string(count).size() - std::min(number.size(), std::to_string(count).size()), '0');
    return number;
  }

  // --sheet: every puzzle on A4 pages, the problems and (or) the answers,
  // the same puzzle in the same place on both. Returns the summary.
  std::string writeSheets(const std::vector<Puzzle>& puzzles, const std::string& stem, PictureFormat f,
                          bool* complete) const {
    // Both sheets first: the grid suits the largest picture (a corner
    // problem's corner, not its whole board), and is the same on both.
    std::vector<std::pair<std::string, std::vector<SvgDrawing>>> kinds;
    int largest = 0;
    for (const bool problemOnly : {true, false}) {
      if ((problemOnly && answers) || (!problemOnly && problem)) continue;
      std::vector<SvgDrawing> drawings;
      for (size_t i = 0; i < puzzles.size() && !interrupted; ++i) {
        int lines = 0;
        try {
          drawings.push_back(
              draw(positionOf(puzzles[i]), &puzzles[i], problemOnly, std::to_string(i + 1), complete, &lines));
        } catch (const CommandError& e) {
          throw CommandError{cat(toString(puzzles[i].where), ": ", e.message), e.exitCode};
        }
        largest = std::max(largest, lines);
      }
      if (interrupted) return "";
      kinds.emplace_back(problemOnly ? "problems" : "answers", std::move(drawings));
    }
    const SheetGrid grid = sheetGridFor(largest, largest);
    std::string summary;
    for (const auto& [kind, drawings] : kinds) {
      const std::vector<std::string> pages =
          sheetPages(drawings, cat(puzzleFile == "-" ? std::string("puzzles") : std::filesystem::path(puzzleFile).filename().string(), ": ", kind),
                     grid);
      for (size_t page = 0; page < pages.size() && !interrupted; ++page)
        write(pages[page], f,
              targetIn(cat(stem, "-", kind, "-", padded(page + 1, pages.size()), f == PictureFormat::Png ? ".png" : ".svg")));
      summary += cat(summary.empty() ? "" : " and ", pages.size(), pages.size() == 1 ? " page of " : " pages of ", kind);
    }
    return summary;
  }

  int run() {
    const PictureFormat f = checkRequest();
    stopOnSignals(&interrupted);
    bool complete = true;
    if (puzzleFile.empty()) {
      write(document(draw(position.toSpec(), nullptr, problem, "", &complete)), f, output);
      return interrupted || !complete ? kExitUnknown : kExitOk;
    }
    ImportFlags importFlags;
    importFlags.rules = position.rules;
    if (given("--size")) importFlags.diagramSize = position.size;
    importFlags.rulesOption = sub->get_option("--rules");
    auto file = readPuzzles(puzzleFile, importFlags.toOptions(), nullptr, &interrupted);
    if (!file.ok())
      throw CommandError{std::string(file.status().message()),
                         file.status().code() == absl::StatusCode::kCancelled ? kExitUnknown : kExitBadInput};
    bool skipped = false;
    for (const Notice& n : file->notices) {
      std::cerr << "goproof render: " << toString(n) << (n.skippedBadInput ? " (skipped)" : "") << "\n";
      skipped = skipped || n.skippedBadInput;
    }
    const size_t count = file->puzzles.size();
    if (count == 0) throw CommandError{cat(displayName(puzzleFile), ": no puzzles to draw")};
    if (index < 0 || static_cast<size_t>(index) > count)
      throw CommandError{cat("index: ", displayName(puzzleFile), " has ", count, count == 1 ? " puzzle" : " puzzles",
                             ", numbered from 1")};
    const size_t first = all ? 0 : std::max(index, 1) - 1, last = all ? count : first + 1;
    const std::string stem = puzzleFile == "-" ? "puzzle" : std::filesystem::path(puzzleFile).stem().string();
    if (sheet) {
      const std::string summary = writeSheets(file->puzzles, stem, f, &complete);
      if (!summary.empty()) std::cerr << "goproof render: " << summary << " in " << output << "\n";
      if (interrupted || !complete) return kExitUnknown;
      return skipped ? kExitBadInput : kExitOk;
    }
    const bool numbered = problem || answers;  // a worksheet's pictures carry their numbers
    for (size_t i = first; i < last && !interrupted; ++i) {
      const Puzzle& p = file->puzzles[i];
      std::string svg;
      try {
        svg = document(draw(positionOf(p), &p, problem, numbered ? std::to_string(i + 1) : "", &complete));
      } catch (const CommandError& e) {
        throw CommandError{cat(toString(p.where), ": ", e.message), e.exitCode};
      }
      if (!all) {
        write(svg, f, output);
        continue;
      }
      write(svg, f, targetIn(stem + "-" + padded(i + 1, count) + (f == PictureFormat::Png ? ".png" : ".svg")));
    }
    if (all)
      std::cerr << "goproof render: " << last - first << (last - first == 1 ? " picture" : " pictures") << " in "
                << output << "\n";
    if (interrupted || !complete) return kExitUnknown;
    return skipped ? kExitBadInput : kExitOk;
  }
};

}  // namespace

CommandRunner addRenderCommand(CLI::App& app) {
  auto cmd = std::make_shared<RenderCommand>();
  CLI::App* sub =
      app.add_subcommand("render", "Draw a position, a puzzle or a value map as SVG or PNG (docs/render.md)");
  cmd->sub = sub;
  sub->add_option("PUZZLEFILE", cmd->puzzleFile,
                  "Draw a puzzle of this file (native, SGF or diagrams; '-': standard input) instead of --board");
  cmd->position.addTo(*sub);
  sub->add_option("--index", cmd->index, "Which puzzle of PUZZLEFILE, from 1 (default: the first)");
  sub->add_flag("--all", cmd->all, "Every puzzle of PUZZLEFILE, one file each in the directory -o DIR");
  sub->add_flag("--problem", cmd->problem,
                "The question only: stones, whose turn, the numbered title; no claims, marks or comment");
  sub->add_flag("--answers", cmd->answers,
                "The answer: the claims as marks and the comment, the title numbered (the default, unnumbered)");
  sub->add_flag("--whole-board", cmd->wholeBoard,
                "Draw the whole board: a local goal's picture on 13x13 or more otherwise shows only its corner");
  sub->add_flag("--sheet", cmd->sheet,
                "Every puzzle of PUZZLEFILE on A4 pages into -o DIR: NAME-problems-N and NAME-answers-N "
                "(--problem or --answers: only those)");
  // Each takes one word (quote a list), so that a PUZZLEFILE after it is still the file.
  auto oneWordEach = [](CLI::Option* option) {
    option->expected(1)->allow_extra_args(false)->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  };
  oneWordEach(sub->add_option("--mark-win", cmd->winMarks,
                              "Ring these points as winning moves (\"c3 d4\", quoted; repeatable)"));
  oneWordEach(sub->add_option("--mark-illegal", cmd->illegalMarks,
                              "Cross these points as illegal moves, with the rules' reason (\"a1\"; repeatable)"));
  oneWordEach(sub->add_option("--line", cmd->lineMoves,
                              "Number these moves, side to move first (\"c3 b2 b3\", quoted); each must be legal"));
  sub->add_flag("--value-map", cmd->valueMap, "Solve every legal move and colour each point by its value");
  cmd->solverFlags.addTo(*sub, /*withAllMoves=*/false);
  sub->get_option("--time-limit")
      ->description("--value-map: stop after this many seconds, drawing the moves not settled as unknown (exit 3)");
  sub->add_option("-o,--output", cmd->output,
                  "Write here (.svg or .png; default: SVG on stdout): files are replaced atomically, devices and "
                  "FIFOs written through; never the input file");
  sub->add_option("--format", cmd->format, "svg or png (default: from -o's extension, else svg)");
  sub->add_option("--scale", cmd->scale,
                  "PNG only: pixels per SVG unit (3: a 5x5 problem 1212 px wide, 10 cm at 300 dpi)")
      ->capture_default_str();
  return [cmd] { return cmd->run(); };
}

}  // namespace goproof::cli
