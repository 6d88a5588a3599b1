// The concrete games behind EngineGame (engine_game.h): one template over
// GameState, QuenchTwoGame and ConquestGame, and the factory.
#include "engine/engine_game.h"

#include <cctype>

#include "engine/move_choice.h"
#include "solver/board/board_size.h"
#include "solver/board/board_text.h"
#include "solver/rules/game_registry.h"
#include "solver/rules/unconditional_life.h"

namespace goproof::engine {
namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::vector<std::string> splitRows(const std::string& rows) {
  std::vector<std::string> out(1);
  for (char c : rows) {
    if (c == '/') out.emplace_back();
    else out.back() += c;
  }
  return out;
}

template <class Game>
class EngineGameOf final : public EngineGame {
 public:
  EngineGameOf(Game game, int width, int height) : game_(std::move(game)), width_(width), height_(height) {}

  int width() const override { return width_; }
  int height() const override { return height_; }
  Color toMove() const override { return game_.toMove(); }
  Winner result() const override { return game_.result(); }
  bool scored() const override { return game_.scored(); }
  std::optional<HalfPoints> finalMargin() const override {
    if (game_.result() == Winner::None) return std::nullopt;
    return game_.finalMargin();
  }

  std::vector<std::string> legalMoves() override {
    typename Game::MoveListType list;
    game_.legalMoves(list);
    std::vector<std::string> out;
    for (Move m : list) out.push_back(game_.moveName(m));
    return out;
  }

  std::string whyIllegal(std::string_view name) override {
    if (game_.result() != Winner::None) return std::string(toString(IllegalReason::GameOver));
    const std::string text = lower(name);
    const std::optional<Move> m = game_.moveNamed(text);
    if (!m) {
      if constexpr (requires { game_.whyNotNamed(text); }) {
        std::vector<std::string> choices;
        std::string why(toString(game_.whyNotNamed(text, &choices)));
        if (!choices.empty()) why += " one of";
        for (const std::string& c : choices) why += " " + c;
        return why;
      } else {
        return std::string(toString(text.find('+') != std::string::npos ? IllegalReason::NoTwoStones : IllegalReason::OffBoard));
      }
    }
    const MoveCheck verdict = game_.check(*m);
    return verdict.legal() ? "" : std::string(toString(verdict.reason));
  }

  void play(std::string_view name) override { game_.play(*game_.moveNamed(lower(name))); }

  bool undo() override {
    if (game_.ply() == 0) return false;
    game_.undo();
    return true;
  }

  // Both from the game's own description of its position (game_registry.h).
  std::vector<std::string> rows() const override { return splitRows(describeGame(game_).rows); }
  std::array<int, 2> prisoners() const override { return describeGame(game_).prisoners; }

  std::vector<std::string> deadStones() const override {
    std::vector<std::string> out;
    if constexpr (requires { unconditionalArea(game_.board(), Color::Black); }) {
      if (!marginBoundsApply(game_.rules())) return out;
      auto dead = game_.board().stones(Color::White) & unconditionalArea(game_.board(), Color::Black).regions;
      dead |= game_.board().stones(Color::Black) & unconditionalArea(game_.board(), Color::White).regions;
      for (auto rest = dead; rest.any();) out.push_back(game_.moveName(rest.popLowest()));
    }
    return out;
  }

  PositionSpec position(Color toMove) const override {
    PositionSpec spec = describeGame(game_);  // the game's own description, less its history:
    if (toMove != spec.toMove) spec.ko.clear();  // the ko binds its side to move only
    spec.toMove = toMove;
    spec.previousPass = false;
    spec.previousMove.clear();
    spec.mirrorRuns = {0, 0};
    return spec;
  }

  MoveChoice chooseMove(const SearchBudget& budget) override { return engine::chooseMove(game_, budget); }
  PositionAssessment assess(const SearchBudget& budget) override { return assessPosition(game_, budget); }

 private:
  Game game_;
  int width_, height_;
};

template <class Game>
std::unique_ptr<EngineGame> wrap(Game game, const PositionSpec& spec) {
  return std::make_unique<EngineGameOf<Game>>(std::move(game), spec.width, spec.height);
}

}  // namespace

absl::StatusOr<std::unique_ptr<EngineGame>> makeEngineGame(const PositionSpec& spec) {
  return visitGame(spec, [&](auto& game) -> std::unique_ptr<EngineGame> { return wrap(std::move(game), spec); });
}

}  // namespace goproof::engine
