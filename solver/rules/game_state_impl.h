// Member definitions of GameState (included by game_state.h only).
#pragma once

namespace goproof {

template <int Words>
GameState<Words>::GameState(const Rules& rules, Board<Words> board, Color toMove, Move ko,
                            std::array<int, 2> prisoners, bool previousPass, std::array<Coin, 2> coins)
    : rules_(rules), board_(std::move(board)), toMove_(toMove), ko_(ko), prisoners_(prisoners) {
  passes_ = previousPass && rules_.passAllowed() ? 1 : 0;
  if (rules_.groups != GroupRule::Free) coins_ = coins;
  // A run of limit+1 mirror moves takes 2 (limit+1) stones, and in Conversion
  // Go stones never leave the board: on smaller boards the rule cannot bind.
  mirrorTracked_ = rules_.mirrorLimit >= 0 && board_.points() >= 2 * (rules_.mirrorLimit + 1);
  variant_ = rules_.capture != CaptureEffect::Remove || rules_.groups != GroupRule::Free || mirrorTracked_;
  const uint64_t komiKey = rules_.komi != 0 ? zobrist::komi(static_cast<int>(std::lround(4 * rules_.komi))) : 0;
  sideKey_ = {komiKey, komiKey ^ zobrist::kWhiteToMove};
  countsPrisoners_ = rules_.goal == Goal::Prisoners;
  tracksHistory_ = rules_.ko == KoRule::Superko || rules_.cycle == CycleRule::RepeaterLoses;
  startedEmpty_ = board_.occupied().none() && toMove_ == Color::Black;
  // One black stone, nothing else, White to move: the position right after
  // Black's first move, so under the pie rule White may swap.
  swapAvailable_ = rules_.pieSwap() && toMove_ == Color::White && board_.stones(Color::Black).count() == 1 &&
                   board_.stones(Color::White).none() && prisoners_[0] == 0 && prisoners_[1] == 0;
  winner_ = initialWinner();
  undo_.reserve(4 * board_.points() + 16);
  if (variant_) variantUndo_.reserve(4 * board_.points() + 16);
  if (tracksHistory()) {
    history_.reserve(4 * board_.points() + 16);
    history_.push_back(board_.hash());
  }
}

template <int Words>
Winner GameState<Words>::initialWinner() const {
  switch (rules_.goal) {
    case Goal::Prisoners:
      for (Color c : {Color::Black, Color::White})
        if (prisoners_[index(c)] >= rules_.captureTarget) return winnerOf(c);
      break;
    case Goal::Connection:
      for (Color c : {Color::Black, Color::White})
        if (connectsOppositeEdges(board_, c)) return winnerOf(c);
      break;
    case Goal::AreaScore: break;  // only two passes end it
    case Goal::Territory:      // not a GameState game (conquest_game.h)
    case Goal::CaptureTarget:  // decided by TargetGame (goals/target_game.h)
      break;
  }
  return Winner::None;
}

template <int Words>
Coin GameState<Words>::coinAfter(Coin before, int captured, bool started, int joined) const {
  switch (rules_.groups) {
    case GroupRule::Free: return Coin::None;
    case GroupRule::NoNewGroups:
    case GroupRule::TwoStoneTurns: return before == Coin::None && captured > 0 ? Coin::Tails : before;
    case GroupRule::CoinStartsTails:
    case GroupRule::CoinStartsHeads:
      if (before == Coin::None) {
        if (captured == 0) return Coin::None;
        return rules_.groups == GroupRule::CoinStartsTails ? Coin::Tails : Coin::Heads;
      }
      return joined >= 2 ? Coin::Heads : started ? Coin::Tails : before;
  }
  return before;
}

template <int Words>
int GameState<Words>::areaDifference() const {
  // Area scoring: stones plus empty regions that reach only one colour.
  int score[2] = {board_.stones(Color::Black).count(), board_.stones(Color::White).count()};
  B empty = board_.empty();
  while (empty.any()) {
    B region = board_.grow(B::single(empty.lowest()), board_.empty());
    empty -= region;
    B border = board_.geometry().neighbors(region);
    bool b = border.intersects(board_.stones(Color::Black)), w = border.intersects(board_.stones(Color::White));
    if (b != w) score[b ? 0 : 1] += region.count();
  }
  return score[0] - score[1];
}

template <int Words>
ScoreRange GameState<Words>::scoreRange() const {
  if (!rules_.scored()) return {-kWinMargin, kWinMargin};
  int most = 2 * board_.points();
  return {std::min(0, -most - rules_.komiHalfPoints()), std::max(0, most - rules_.komiHalfPoints())};
}

template <int Words>
HalfPoints GameState<Words>::finalMargin() const {
  Winner w = result();
  if (rules_.scored() && passes_ == 2) return 2 * areaDifference() - rules_.komiHalfPoints();
  ScoreRange range = scoreRange();
  return w == Winner::Black ? range.high : w == Winner::White ? range.low : 0;
}

template <int Words>
IllegalReason GameState<Words>::legality(Move m, int* captures) const {
  if (captures) *captures = 0;
  if (winner_ != Winner::None) return IllegalReason::GameOver;
  if (m == kPass) return rules_.passAllowed() ? IllegalReason::None : IllegalReason::NoPass;
  if (m == kSwap) return swapAvailable_ ? IllegalReason::None : IllegalReason::NoSwap;
  if (m >= board_.points() && twoStoneTurnsFit() && m < board_.points() * (board_.points() + 1))
    return twoStoneLegality(m, captures);
  if (m < 0 || m >= board_.points()) return IllegalReason::OffBoard;
  if (board_.at(m) != Color::Empty) return IllegalReason::Occupied;
  if (variant_) {
    if (mirrorTracked_ && isMirror(m) && mirrorRuns_[index(toMove_)] >= rules_.mirrorLimit)
      return IllegalReason::Mirror;
    if (rules_.capture == CaptureEffect::Convert) {
      if (captures) {
        Board<Words> after = board_;
        after.addStone(m, toMove_);
        *captures = after.deadGroups(opponent(toMove_)).count();
      }
      return IllegalReason::None;  // no suicide, no ko: every empty point
    }
    if (newGroupBarred() && startsGroup(m, toMove_)) return IllegalReason::NewGroup;
  }
  if (m == ko_) return IllegalReason::Ko;
  B captured = board_.capturesOf(m, toMove_);
  if (captured.none()) {
    B chain = chainIfPlaced(m, toMove_);
    B liberties = board_.liberties(chain);
    liberties.reset(m);
    if (liberties.none()) return IllegalReason::Suicide;
  }
  if (rules_.ko == KoRule::Superko) {
    uint64_t h = board_.hash() ^ zobrist::stone(index(toMove_), m);
    captured.forEach([&](int p) { h ^= zobrist::stone(index(opponent(toMove_)), p); });
    if (repeatsHistory(h)) return IllegalReason::Superko;
  }
  if (captures) *captures = captured.count();
  return IllegalReason::None;
}

template <int Words>
MoveCheck GameState<Words>::check(Move m) {
  MoveCheck c;
  c.reason = legality(m, &c.captures);
  if (c.legal()) {
    play(m);
    c.winner = result();
    undo();
  }
  return c;
}

template <int Words>
typename GameState<Words>::B GameState<Words>::surelyLegal() const {
  // An empty point with an empty neighbour is never suicide; only the ko point
  // and superko can forbid it (under superko every point needs the full check).
  if (rules_.ko == KoRule::Superko) return B{};
  B empty = board_.empty();
  if (variant_ && rules_.capture == CaptureEffect::Convert) {
    if (mirrorTracked_ && previousMove_ >= 0) empty.reset(board_.geometry().transform(kHalfTurn, previousMove_));
    return empty;
  }
  B easy = empty & board_.geometry().neighbors(empty);
  if (ko_ != kNoMove) easy.reset(ko_);
  if (variant_ && newGroupBarred()) easy &= board_.geometry().neighbors(board_.stones(toMove_));
  return easy;
}

template <int Words>
IllegalReason GameState<Words>::twoStoneLegality(Move m, int* captures) const {
  if (rules_.groups != GroupRule::TwoStoneTurns || coins_[index(toMove_)] != Coin::Tails)
    return IllegalReason::NoTwoStones;
  const int a = firstStone(m), b = secondStone(m);
  if (board_.at(a) != Color::Empty) return IllegalReason::Occupied;
  if (chainsTouched(a, toMove_) < 2) return IllegalReason::NotJoining;
  if (isSuicide(a, toMove_)) return IllegalReason::Suicide;
  Board<Words> after = board_;
  B first = after.place(a, toMove_);
  if (after.at(b) != Color::Empty) return IllegalReason::Occupied;
  if (after.geometry().neighbors(b).intersects(after.stones(toMove_))) return IllegalReason::NotNewGroup;
  // The second stone is a chain of its own: it needs a liberty or a capture.
  B second = after.capturesOf(b, toMove_);
  if (second.none() && !(after.geometry().neighbors(b) & after.empty()).any()) return IllegalReason::Suicide;
  if (captures) *captures = first.count() + second.count();
  return IllegalReason::None;
}

template <int Words>
template <class List>
void GameState<Words>::appendTwoStoneTurns(List& out) const {
  const Color me = toMove_;
  Board<Words> after = board_;
  board_.empty().forEach([&](int a) {
    if (chainsTouched(a, me) < 2 || isSuicide(a, me)) return;
    B first = after.place(a, me);
    // A second stone creates a group: no stone of mine beside it. It has a
    // liberty of its own, or it captures.
    B creating = after.empty() - after.geometry().neighbors(after.stones(me));
    creating.forEach([&](int b) {
      if ((after.geometry().neighbors(b) & after.empty()).any() || after.capturesOf(b, me).any())
        out.push(twoStoneTurn(a, b));
    });
    after.unplace(a, me, first);
  });
}

template <int Words>
template <int Capacity>
void GameState<Words>::legalMoves(MoveList<Words, Capacity>& out) const {
  out.size = 0;
  if (winner_ != Winner::None) return;
  B easy = surelyLegal();
  board_.empty().forEach([&](int p) {
    if (easy.test(p) || legality(static_cast<Move>(p)) == IllegalReason::None) out.push(static_cast<Move>(p));
  });
  if (variant_ && rules_.groups == GroupRule::TwoStoneTurns && coins_[index(toMove_)] == Coin::Tails) {
    if constexpr (Capacity >= twoStoneTurnCapacity(Words)) appendTwoStoneTurns(out);
    else throw std::logic_error("quench-2's two-stone turns need a longer move list (QuenchTwoGame, two_stone_game.h)");
  }
  if (swapAvailable_) out.push(kSwap);
  if (rules_.passAllowed()) out.push(kPass);
}

template <int Words>
bool GameState<Words>::hasLegalMove() const {
  if (winner_ != Winner::None) return false;
  if (rules_.passAllowed() || swapAvailable_ || surelyLegal().any()) return true;
  bool found = false;
  board_.empty().forEach([&](int p) {
    if (!found && legality(static_cast<Move>(p)) == IllegalReason::None) found = true;
  });
  return found;
}

template <int Words>
Winner GameState<Words>::result() const {
  if (winner_ != Winner::None) return winner_;
  if (!hasLegalMove()) return winnerOf(opponent(toMove_));
  return Winner::None;
}

template <int Words>
void GameState<Words>::play(Move m) {
  // A retake of the ko point is played as any capture (a local goal's
  // external ko threat lifts the ban: goals/target_game.h).
  assert(legality(m) == IllegalReason::None || m == ko_);
  Color mover = toMove_;
  undo_.push_back(Undo{m, ko_, winner_, swapAvailable_, passes_, B{}});
  if (variant_) variantUndo_.push_back(VariantUndo{B{}, previousMove_, coins_[index(mover)], mirrorRuns_[index(mover)]});
  Undo& u = undo_.back();
  ko_ = kNoMove;
  if (m == kPass) {
    if (passes_ == 1) {
      // The komi may be a quarter-point off the half-point grid (a threshold
      // search asks "does Black get at least k?" that way), so compare exactly.
      double margin = areaDifference() - rules_.komi;
      winner_ = margin > 0 ? Winner::Black : margin < 0 ? Winner::White : Winner::Draw;
    }
  } else if (m == kSwap) {
    int stone = board_.stones(Color::Black).lowest();
    board_.removeStone(stone, Color::Black);
    board_.addStone(stone, Color::White);
  } else if (variant_ && isTwoStoneTurn(m)) {
    playTwoStones(m, mover, u);
  } else if (variant_ && rules_.capture == CaptureEffect::Convert) {
    board_.addStone(m, mover);
    u.captured = board_.deadGroups(opponent(mover));
    board_.convert(u.captured, opponent(mover));
    B& own = variantUndo_.back().extra;
    own = board_.deadGroups(mover);
    board_.convert(own, mover);
  } else {
    // Quench's coin looks at the groups the stone started or joined.
    bool started = false;
    int joined = 0;
    if (variant_ && rules_.groups != GroupRule::Free && coins_[index(mover)] != Coin::None) {
      B own = board_.geometry().neighbors(m) & board_.stones(mover);
      started = own.none();
      while (own.any()) {
        own -= board_.chainAt(own.lowest());
        ++joined;
      }
    }
    u.captured = board_.place(m, mover);
    int taken = u.captured.none() ? 0 : u.captured.count();
    prisoners_[index(mover)] += taken;
    if (rules_.ko != KoRule::None && taken == 1) {
      // A lone stone that took a lone stone and has that point as its only
      // liberty: retaking at once would recreate the previous position.
      B liberties = board_.geometry().neighbors(m) & board_.empty();
      if (liberties == u.captured && !(board_.geometry().neighbors(m) & board_.stones(mover)).any())
        ko_ = static_cast<Move>(u.captured.lowest());
    }
    if (variant_ && rules_.groups != GroupRule::Free)
      coins_[index(mover)] = coinAfter(coins_[index(mover)], taken, started, joined);
    switch (rules_.goal) {
      case Goal::Prisoners:
        if (prisoners_[index(mover)] >= rules_.captureTarget) winner_ = winnerOf(mover);
        break;
      case Goal::Connection: {
        const auto& g = board_.geometry();
        if (g.joinsOppositeEdges(g.edgesTouched(board_.chainAt(m)))) winner_ = winnerOf(mover);
        break;
      }
      case Goal::AreaScore:
      case Goal::Territory:
      case Goal::CaptureTarget: break;
    }
  }
  if (tracksHistory()) {
    if (winner_ == Winner::None && rules_.cycle == CycleRule::RepeaterLoses && m != kPass &&
        repeatsHistory(board_.hash()))
      winner_ = winnerOf(opponent(mover));
    history_.push_back(board_.hash());
  }
  swapAvailable_ = rules_.pieSwap() && startedEmpty_ && undo_.size() == 1 && m >= 0;
  if (mirrorTracked_) {
    mirrorRuns_[index(mover)] = isMirror(m) ? static_cast<int8_t>(mirrorRuns_[index(mover)] + 1) : int8_t{0};
    previousMove_ = m;
  }
  passes_ = m == kPass ? static_cast<int8_t>(passes_ + 1) : int8_t{0};
  toMove_ = opponent(mover);
}

template <int Words>
void GameState<Words>::playTwoStones(Move m, Color mover, Undo& u) {
  u.captured = board_.place(firstStone(m), mover);
  B& second = variantUndo_.back().extra;
  second = board_.place(secondStone(m), mover);
  prisoners_[index(mover)] += u.captured.count() + second.count();
}

template <int Words>
void GameState<Words>::undo() {
  assert(!undo_.empty());
  const Undo& u = undo_.back();
  Color mover = opponent(toMove_);
  if (u.move == kSwap) {
    int stone = board_.stones(Color::White).lowest();
    board_.removeStone(stone, Color::White);
    board_.addStone(stone, Color::Black);
  } else if (u.move >= 0 && variant_ && isTwoStoneTurn(u.move)) {
    const B& second = variantUndo_.back().extra;
    board_.unplace(secondStone(u.move), mover, second);
    board_.unplace(firstStone(u.move), mover, u.captured);
    prisoners_[index(mover)] -= u.captured.count() + second.count();
  } else if (u.move >= 0 && variant_ && rules_.capture == CaptureEffect::Convert) {
    board_.convert(variantUndo_.back().extra, opponent(mover));
    board_.convert(u.captured, mover);
    board_.removeStone(u.move, mover);
  } else if (u.move >= 0) {
    board_.unplace(u.move, mover, u.captured);
    if (u.captured.any()) prisoners_[index(mover)] -= u.captured.count();
  }
  ko_ = u.previousKo;
  winner_ = u.previousWinner;
  swapAvailable_ = u.previousSwap;
  passes_ = u.previousPasses;
  if (variant_) {
    const VariantUndo& v = variantUndo_.back();
    coins_[index(mover)] = v.previousCoin;
    mirrorRuns_[index(mover)] = v.previousMirrorRun;
    previousMove_ = v.previousMove;
    variantUndo_.pop_back();
  }
  toMove_ = mover;
  if (tracksHistory()) history_.pop_back();
  undo_.pop_back();
}

template <int Words>
uint64_t GameState<Words>::extraHash() const {
  uint64_t h = sideKey_[index(toMove_)];
  if (countsPrisoners_)
    for (int c = 0; c < 2; ++c)
      if (prisoners_[c]) h ^= zobrist::prisoners(c, std::min(prisoners_[c], rules_.captureTarget));
  if (variant_) {
    if (rules_.groups != GroupRule::Free)
      for (int c = 0; c < 2; ++c)
        if (coins_[c] != Coin::None) h ^= zobrist::coin(c, static_cast<int>(coins_[c]));
    if (mirrorTracked_)
      for (int c = 0; c < 2; ++c)
        if (mirrorRuns_[c]) h ^= zobrist::mirrorRun(c, mirrorRuns_[c]);
  }
  if (swapAvailable_) h ^= zobrist::kSwapAvailable;
  if (passes_ > 0) h ^= zobrist::passes(passes_);
  return h;
}

template <int Words>
uint64_t GameState<Words>::canonicalHash() const {
  uint64_t best = ~uint64_t{0};
  const int n = board_.geometry().symmetryCount();
  if (ko_ == kNoMove && !variant_) {  // the common case: nothing but the stones moves under a symmetry
    for (int s = 0; s < n; ++s) best = std::min(best, board_.symmetricHash(s));
  } else {
    for (int s = 0; s < n; ++s) best = std::min(best, board_.symmetricHash(s) ^ koKey(s));
  }
  return best ^ extraHash();
}

template <int Words>
CanonicalImage GameState<Words>::canonicalImage() const {
  CanonicalImage best{board_.hash() ^ koKey(0), 0};
  for (int s = 1; s < symmetryCount(); ++s) {
    const uint64_t image = board_.symmetricHash(s) ^ koKey(s);
    if (image < best.hash) best = {image, s};
  }
  best.hash ^= extraHash();
  return best;
}

template <int Words>
bool GameState<Words>::invariantUnder(int s) const {
  const auto& geo = geometry();
  for (int p = 0; p < geo.points(); ++p)
    if (board_.at(geo.transform(s, p)) != board_.at(p)) return false;
  if (ko_ != kNoMove && geo.transform(s, ko_) != ko_) return false;
  if (mirrorTracked_ && previousMove_ >= 0 && geo.transform(s, previousMove_) != previousMove_) return false;
  return true;
}

template <int Words>
uint64_t GameState<Words>::hashFromScratch() const {
  uint64_t h = board_.hashFromScratch() ^ extraHash();
  if (ko_ != kNoMove) h ^= zobrist::koPoint(ko_);
  if (mirrorTracked_ && previousMove_ >= 0) h ^= zobrist::previousMove(previousMove_);
  return h;
}

}  // namespace goproof
