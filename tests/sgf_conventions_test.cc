// How goproof reads the answer conventions of real SGF problem collections
// (docs/sgf-conventions.md): which comments and properties mark a right or a
// wrong answer, what wins when they disagree, which trees are not problems,
// and what RU values goproof reports or refuses. Each test writes its SGF in
// the shape the convention's own files have.
#include <string>
#include <vector>

#include "formats/sgf_answer_conventions.h"
#include "formats/sgf_puzzle.h"
#include "gtest/gtest.h"

namespace goproof {
namespace {

ImportOptions capture1(std::vector<std::string> houseMarkers = {}) {
  ImportOptions options;
  options.rules = *Rules::parse("capture-1");
  options.markers.correct = std::move(houseMarkers);
  return options;
}

PuzzleFile fileOf(std::string_view text, const ImportOptions& options = capture1()) {
  auto file = puzzlesFromSgf(text, "t.sgf", options);
  EXPECT_TRUE(file.ok()) << file.status();
  return file.ok() ? *file : PuzzleFile{};
}

// The claims of a one-tree file, in report order.
std::vector<std::string> claimsOf(std::string_view text, const ImportOptions& options = capture1()) {
  PuzzleFile file = fileOf(text, options);
  std::vector<std::string> texts;
  if (file.puzzles.size() != 1) {
    ADD_FAILURE() << "expected one puzzle";
    return texts;
  }
  for (const Claim& c : file.puzzles[0].claims) texts.push_back(toString(c));
  return texts;
}

std::vector<std::string> noticesOf(std::string_view text, const ImportOptions& options = capture1()) {
  std::vector<std::string> lines;
  for (const Notice& n : fileOf(text, options).notices) {
    EXPECT_FALSE(n.skippedBadInput) << n.message;
    lines.push_back(toString(n));
  }
  return lines;
}

using Claims = std::vector<std::string>;

AnswerMark mark(std::string_view comment) { return commentMark(comment, {}); }

// --- What one comment says ---------------------------------------------------

TEST(SgfCommentMarks, GoproblemsRightInCapitalsCountsEvenGluedToOtherWords) {
  for (std::string_view text : {"RIGHT", "sekiRIGHT", "RIGHTPedra", "the capture is sente for white.RIGHT",
                                "RIGHT - good move", "Black lives (RIGHT)", "RIGHTSeki"})
    EXPECT_EQ(mark(text), AnswerMark::Correct) << text;
  for (std::string_view text : {"ALRIGHT? no", "BRIGHT idea", "COPYRIGHT 2004", "RIGHTS reserved", "RIGHTLY so",
                                "upper right corner", "Right side is weak"})
    EXPECT_EQ(mark(text), AnswerMark::None) << text;
}

TEST(SgfCommentMarks, RightAsADirectionInALessonInCapitalsIsNoMark) {
  for (std::string_view text : {"ON THE BOTTOM RIGHT, YOU SCORE EACH DOLLAR.", "LOOK TO THE RIGHT.",
                                "THE UPPER RIGHT IS SAFE", "RIGHT SIDE FIRST", "RIGHT CORNER", "RIGHT OF THE FIRE"})
    EXPECT_EQ(mark(text), AnswerMark::None) << text;
  for (std::string_view text : {"Black lives. RIGHT", "RIGHT: the only move", "ko RIGHT"})
    EXPECT_EQ(mark(text), AnswerMark::Correct) << text;
}

TEST(SgfCommentMarks, CorrectBeginsASentenceAndStandsAlone) {
  for (std::string_view text : {"Correct", "Correct!", "Correct.", "correct", "CORRECT\n\nWell done.",
                                "Black lives. Correct!", "Correct - Black makes two eyes.", "Correct, Black lives.",
                                "Correct answer.", "Correct move!", "Right.", "  Right!"})
    EXPECT_EQ(mark(text), AnswerMark::Correct) << text;
  for (std::string_view text : {"Incorrect.", "This is not correct.", "The correct move is A.", "Correct answer: A",
                                "Correctly played, but White lives.", "Almost correct", "That is correct."})
    EXPECT_NE(mark(text), AnswerMark::Correct) << text;
}

TEST(SgfCommentMarks, CorrectButIsDoubtful) {
  EXPECT_EQ(mark("Correct, but Black can do better."), AnswerMark::Doubtful);
  EXPECT_EQ(mark("Right but it is a ko."), AnswerMark::Doubtful);
}

TEST(SgfCommentMarks, WrongWordsBeginASentence) {
  for (std::string_view text :
       {"Wrong", "Wrong.", "WRONG\n\nWhite lives.", "Wrong move", "Incorrect!", "Fail!", "Failure.", "Failed",
        "White lives. Wrong.", "wrong, ALRIGHT? no"})
    EXPECT_EQ(mark(text), AnswerMark::Wrong) << text;
  for (std::string_view text : {"White goes wrong here, and Black lives.", "Wrongly played", "This fails."})
    EXPECT_EQ(mark(text), AnswerMark::None) << text;
}

TEST(SgfCommentMarks, PlusAndOk) {
  for (std::string_view text : {"+", " +\n", "OK", "OK.", "OK!", "[OK] Black lives"})
    EXPECT_EQ(mark(text), AnswerMark::Correct) << text;
  for (std::string_view text : {"++", "+1 liberty", "OK, now White plays here.", "ok", "BOOK"})
    EXPECT_EQ(mark(text), AnswerMark::None) << text;
}

TEST(SgfCommentMarks, WrongBeatsDoubtfulBeatsCorrectInOneComment) {
  EXPECT_EQ(mark("Wrong. RIGHT would be A."), AnswerMark::Wrong);
  EXPECT_EQ(mark("RIGHT. Correct, but slow."), AnswerMark::Doubtful);
  EXPECT_EQ(combine(AnswerMark::Correct, AnswerMark::Wrong), AnswerMark::Wrong);
  EXPECT_EQ(combine(AnswerMark::Doubtful, AnswerMark::Correct), AnswerMark::Doubtful);
  EXPECT_EQ(combine(AnswerMark::None, AnswerMark::Correct), AnswerMark::Correct);
}

TEST(SgfCommentMarks, ChineseJapaneseAndKoreanAnswerWordsBeginASentence) {
  EXPECT_EQ(mark("\xe6\xad\xa3\xe8\xa7\xa3"), AnswerMark::Correct);  // 正解
  EXPECT_EQ(mark("\xe6\xad\xa3\xe8\xa7\xa3\xe5\x9b\xb3"), AnswerMark::Correct);  // 正解図
  EXPECT_EQ(mark("\xe6\xad\xa3\xe7\xa1\xae\xe3\x80\x82\xe9\xbb\x91\xe6\xa3\x8b\xe4\xb8\xa4\xe7\x9c\xbc\xe6\xb4\xbb\xe3\x80\x82"), AnswerMark::Correct);  // 正确。黑棋两眼活。
  EXPECT_EQ(mark("\xe6\xad\xa3\xe7\xa2\xba"), AnswerMark::Correct);  // 正確
  EXPECT_EQ(mark("\xec\xa0\x95\xeb\x8b\xb5"), AnswerMark::Correct);  // 정답
  EXPECT_EQ(mark("\xec\xa0\x95\xed\x95\xb4\xeb\x8f\x84"), AnswerMark::Correct);  // 정해도
  EXPECT_EQ(mark("\x42\x6c\x61\x63\x6b\x20\x6c\x69\x76\x65\x73\x2e\x20\xe6\xad\xa3\xe8\xa7\xa3"), AnswerMark::Correct);  // Black lives. 正解
  EXPECT_EQ(mark("\xe5\xa4\xb1\xe6\x95\x97"), AnswerMark::Wrong);  // 失敗
  EXPECT_EQ(mark("\xe5\xa4\xb1\xe8\xb4\xa5\xef\xbc\x8c\xe7\x99\xbd\xe6\xa3\x8b\xe7\x82\xb9\xe7\x9c\xbc\xe3\x80\x82"), AnswerMark::Wrong);  // 失败，白棋点眼。
  EXPECT_EQ(mark("\xe4\xb8\x8d\xe6\xad\xa3\xe8\xa7\xa3"), AnswerMark::Wrong);  // 不正解
  EXPECT_EQ(mark("\xe4\xb8\x8d\xe6\xad\xa3\xe7\xa1\xae"), AnswerMark::Wrong);  // 不正确
  EXPECT_EQ(mark("\xe9\x94\x99\xe8\xaf\xaf"), AnswerMark::Wrong);  // 错误
  EXPECT_EQ(mark("\xe9\x8c\xaf\xe8\xaa\xa4"), AnswerMark::Wrong);  // 錯誤
  EXPECT_EQ(mark("\xec\x98\xa4\xeb\x8b\xb5"), AnswerMark::Wrong);  // 오답
  EXPECT_EQ(mark("\xec\x8b\xa4\xed\x8c\xa8"), AnswerMark::Wrong);  // 실패
  EXPECT_EQ(mark("\xe6\xad\xa3\xe8\xa7\xa3\xef\xbc\x9f\xe5\xa4\xb1\xe6\x95\x97"), AnswerMark::Wrong);  // 正解？失敗
  // Inside a sentence the word may judge the other side, or quote an answer.
  EXPECT_EQ(mark("\xe7\x99\xbd\xe5\xa4\xb1\xe8\xb4\xa5"), AnswerMark::None);  // 白失败
  EXPECT_EQ(mark("\xe9\xbb\x91\xe6\xa3\x8b\xe6\x88\x90\xe5\x8a\x9f"), AnswerMark::None);  // 黑棋成功
  EXPECT_EQ(mark("\xe5\x8f\x98\xe5\x8c\x96"), AnswerMark::None);  // 变化
  EXPECT_EQ(mark("\xe5\x8f\x82\xe8\x80\x83\xe5\x9b\xbe\xef\xbc\x9a\xe6\xad\xa3\xe8\xa7\xa3\xe6\x98\xaf\x62\x32"), AnswerMark::None);  // 参考图：正解是b2
  EXPECT_EQ(mark(""), AnswerMark::None);  // 
}

TEST(SgfCommentMarks, HouseMarkersAreCaseSensitiveSubstrings) {
  EXPECT_EQ(commentMark("Bravo!", {{"Bravo"}, {}}), AnswerMark::Correct);
  EXPECT_EQ(commentMark("bravo!", {{"Bravo"}, {}}), AnswerMark::None);
  EXPECT_EQ(commentMark("\xe6\xad\xa3\xe8\xa7\xa3", {{"\xe6\xad\xa3\xe8\xa7\xa3"}, {}}), AnswerMark::Correct);  // 正解
  EXPECT_EQ(commentMark("Bravo, wrong.", {{"Bravo"}, {}}), AnswerMark::Correct);
  EXPECT_EQ(commentMark("Wrong. Bravo", {{"Bravo"}, {}}), AnswerMark::Wrong);
}

// --- Conventions of whole collections ------------------------------------------

TEST(SgfConventions, GoproblemsRightMarksTheRightLeavesAndEveryOtherPathIsWrong) {
  EXPECT_EQ(claimsOf("(;SZ[5]AB[bb]AW[cb](;B[db];W[cc];B[dc]C[sekiRIGHT])(;B[cc];W[db]C[White lives])"
                     "(;B[ca];W[db];B[dc];W[cc]))"),
            (Claims{"win d4", "line d4 c3 d3", "no-win c3", "no-win c5"}));
}

TEST(SgfConventions, GoGameGuruCorrectOnTheLeafOtherCommentsAreNotAnswers) {
  // CGoban-made, as GoGameGuru's sets: "Correct" ends right lines; a "but" comment is no answer.
  EXPECT_EQ(claimsOf("(;GM[1]FF[4]CA[UTF-8]AP[CGoban:3]ST[2]RU[Japanese]SZ[5]KM[0.00]AB[bb]AW[cb]C[Black to play.]\n"
                     "(;B[db]\n(;W[cc]\n;B[dc]C[Correct])\n(;W[dc]\n;B[cc]C[Correct]))\n"
                     "(;B[cc]\n;W[db]\n;B[dc]C[This is also possible, but Black can do better.])\n"
                     "(;B[dc]\n;W[db]C[It's a ko, but Black can do better.]))"),
            (Claims{"win d4", "line d4 c3 d3", "line d4 d3 c3", "no-win c3", "no-win d3"}));
}

TEST(SgfConventions, OgsPuzzlesExportedWithCorrectAndWrongFirstInTheComment) {
  EXPECT_EQ(claimsOf("(;FF[4]CA[UTF-8]AP[puzzle2sgf:0.1]GM[1]GN[Net]SZ[5]AB[bb]AW[cb]PL[B]C[Capture!]"
                     "(;B[db];W[cc];B[dc]C[CORRECT\n\nWell done.])(;B[cc];W[db]C[WRONG]))"),
            (Claims{"win d4", "line d4 c3 d3", "no-win c3"}));
}

TEST(SgfConventions, GliftGoodForBlackOrCorrectAnywhereOnThePath) {
  // Glift: GB, or "Correct" on any node of the path, even before the line ends.
  EXPECT_EQ(claimsOf("(;SZ[5]AB[bb]AW[cb](;B[db]GB[1];W[cc];B[dc])(;B[cc]C[Correct.];W[db];B[dc]C[Black lives])"
                     "(;B[dc];W[db]C[White lives]))"),
            (Claims{"win d4", "line d4 c3 d3", "win c3", "line c3 d4 d3", "no-win d3"}));
}

TEST(SgfConventions, GoodForBlackOrWhiteIsRelativeToTheSolver) {
  // White solves: GW marks the right answer; GB (good for the other side) says nothing.
  EXPECT_EQ(claimsOf("(;SZ[5]PL[W]AW[bb]AB[cb](;W[db]GW[1])(;W[cc]GB[1]))"), (Claims{"win d4", "no-win c3"}));
  // Only GB for the other side: nothing is marked, no claims.
  EXPECT_EQ(claimsOf("(;SZ[5]PL[W]AW[bb]AB[cb](;W[db]GB[1])(;W[cc]))"), Claims{});
}

TEST(SgfConventions, TesujiAndBadMoveJudgeOnlyTheSolversMoves) {
  // TE on the solver's move is right (WGo.js, Many Faces); BM there is wrong. On the
  // opponent's reply they judge the opponent's play, not the answer.
  EXPECT_EQ(claimsOf("(;SZ[5]AB[bb]AW[cb](;B[db];W[cc];B[dc]TE[2])(;B[cc];W[db]TE[1])(;B[ca]BM[1])"
                     "(;B[dc];W[db]BM[1];B[cc]C[RIGHT]))"),
            (Claims{"win d4", "line d4 c3 d3", "win d3", "line d3 d4 c3", "no-win c3", "no-win c5"}));
}

TEST(SgfConventions, DoubtfulAndInterestingGiveNoClaimAndNoNoWin) {
  // WGo.js: DO is doubtful, IT "correct, but there is a better move": goproof claims neither way.
  EXPECT_EQ(claimsOf("(;SZ[5]AB[bb]AW[cb](;B[db];W[cc];B[dc]TE[1])(;B[cc];W[db];B[dc]DO[])(;B[dc]IT[];W[db])"
                     "(;B[cc];W[dc]C[Wrong.])(;B[ca];W[db]C[Fail!]))"),
            (Claims{"win d4", "line d4 c3 d3", "no-win c5"}));
}

TEST(SgfConventions, UligoMarksOnlyWrongVariationsTheRestAreRight) {
  // uliGo: WV marks wrong variations; every other one is right. Told once per file.
  std::string text =
      "(;SZ[5]AB[bb]AW[cb](;B[cc]WV[];W[db])(;B[db];W[cc];B[dc]))\n(;SZ[5]AB[bb]AW[cb](;B[ca]WV[];W[db])(;B[db]))";
  PuzzleFile file = fileOf(text);
  ASSERT_EQ(file.puzzles.size(), 2u);
  EXPECT_EQ(file.puzzles[0].claims.size(), 3u);  // win d4, line d4 c3 d3, no-win c3
  EXPECT_EQ(claimsOf("(;SZ[5]AB[bb]AW[cb](;B[cc]WV[];W[db])(;B[db];W[cc];B[dc]))"),
            (Claims{"win d4", "line d4 c3 d3", "no-win c3"}));
  EXPECT_EQ(noticesOf(text), (Claims{"t.sgf:1:1: only wrong answers are marked (BM, WV, or words such as \"Wrong\" or \xe5\xa4\xb1\xe8\xb4\xa5): the unmarked "
                                     "variations are read as right answers, as uliGo does (this and later trees of "
                                     "the file)"}));
  // BM or "Wrong" alone mark wrong answers the same way (EasyGo's joseki files, hand-made sets).
  EXPECT_EQ(claimsOf("(;SZ[5]AB[bb]AW[cb](;B[cc];W[db]C[Wrong: White lives])(;B[ca]BM[1])(;B[db]))"),
            (Claims{"win d4", "no-win c3", "no-win c5"}));
}

TEST(SgfConventions, HouseMarkersAddToTheDefaults) {
  std::string text = "(;SZ[5]AB[bb]AW[cb](;B[db];W[cc];B[dc]C[Bravo])(;B[cc];W[db]C[RIGHT]))";
  EXPECT_EQ(claimsOf(text), (Claims{"win c3", "line c3 d4", "no-win d4"}));
  EXPECT_EQ(claimsOf(text, capture1({"Bravo"})), (Claims{"win d4", "line d4 c3 d3", "win c3", "line c3 d4"}));
}

// --- Precedence on one path --------------------------------------------------------

TEST(SgfPrecedence, AWrongMarkOnTheSolversFirstMoveBeatsARightFurtherDown) {
  for (std::string_view wrong : {"BM[1]", "WV[]", "C[Wrong]"})
    EXPECT_EQ(claimsOf("(;SZ[5]AB[bb]AW[cb](;B[db]C[RIGHT])(;B[cc]" + std::string(wrong) + ";W[db];B[dc]C[RIGHT]))"),
              (Claims{"win d4", "no-win c3"}))
        << wrong;
}

TEST(SgfPrecedence, WrongBeatsRightOnTheSameMove) {
  // On one node, and on the solver's move and the reply that answers it.
  EXPECT_EQ(claimsOf("(;SZ[5]AB[bb]AW[cb](;B[db]C[RIGHT])(;B[cc]BM[1]C[RIGHT]))"), (Claims{"win d4", "no-win c3"}));
  EXPECT_EQ(claimsOf("(;SZ[5]AB[bb]AW[cb](;B[db]C[RIGHT])(;B[cc]C[Correct];W[dc]C[Wrong, White escapes]))"),
            (Claims{"win d4", "no-win c3"}));
}

TEST(SgfPrecedence, AMarkOnTheReplyJudgesTheSolversMoveBeforeIt) {
  // goproblems' advice: end wrong lines with the opponent's refutation, right ones as the author likes.
  EXPECT_EQ(claimsOf("(;SZ[5]AB[bb]AW[cb](;B[db];W[cc]C[White is captured. RIGHT])(;B[cc];W[db]C[Wrong]))"),
            (Claims{"win d4", "line d4 c3", "no-win c3"}));
}

TEST(SgfPrecedence, ALaterWrongMoveCutsTheLineButNotTheWin) {
  // Right on the first move; the solver's third move is marked wrong: the line stops before it.
  EXPECT_EQ(claimsOf("(;SZ[5]AB[bb]AW[cb](;B[db]C[Correct];W[cc](;B[dc]C[RIGHT])(;B[ca];W[dc]C[Wrong])))"),
            (Claims{"win d4", "line d4 c3 d3", "line d4 c3"}));
  // A doubtful later move cuts the line the same way.
  EXPECT_EQ(claimsOf("(;SZ[5]AB[bb]AW[cb];B[db]TE[1];W[cc];B[ca]DO[])"), (Claims{"win d4", "line d4 c3"}));
}

TEST(SgfPrecedence, AFirstMoveWithARightPathIsAWinWhateverItsOtherPaths) {
  EXPECT_EQ(claimsOf("(;SZ[3](;B[aa];W[bb])(;B[aa];W[cc];B[bb]C[RIGHT]))"), (Claims{"win a3", "line a3 c1 b2"}));
  // A doubtful path also keeps its first move from a no-win.
  EXPECT_EQ(claimsOf("(;SZ[3](;B[aa];W[bb]C[Wrong])(;B[aa];W[cc];B[bb]DO[])(;B[cc]C[RIGHT]))"), (Claims{"win c1"}));
}

TEST(SgfPrecedence, MarksAboveTheFirstMoveAndInTheRootJudgeNothing) {
  EXPECT_EQ(claimsOf("(;SZ[3]C[RIGHT](;C[Correct]TE[1](;B[aa]C[RIGHT])(;B[cc])))"), (Claims{"win a3", "no-win c1"}));
}

// --- Trees that are not problems ---------------------------------------------------

TEST(SgfNotProblems, AGameRecordWithAResultGivesANoticeAndNoClaims) {
  std::string game = "(;FF[4]GM[1]SZ[9]PB[Lee]PW[Kim]RE[B+R];B[ee];W[cc];B[gc]TE[1];W[cg];B[gg]C[RIGHT])";
  PuzzleFile file = fileOf(game);
  ASSERT_EQ(file.puzzles.size(), 1u);  // the position stays, for convert
  EXPECT_TRUE(file.puzzles[0].claims.empty());
  EXPECT_EQ(noticesOf(game), Claims{"t.sgf:1:1: a game record of 5 moves (RE[B+R]): not a problem, no claims"});
  // Its moves are not read: a handicap game written as two B moves in a row is no error.
  EXPECT_EQ(claimsOf("(;SZ[9]RE[W+3.5];B[ee];B[cc];W[gg])"), Claims{});
  // goproof's own claims in GPC stay.
  EXPECT_EQ(claimsOf("(;SZ[9]RE[B+R]GPC[value B];B[ee];W[cc])"), Claims{"value B"});
  EXPECT_EQ(noticesOf("(;SZ[9]RE[B+R]GPC[value B];B[ee];W[cc])"),
            Claims{"t.sgf:1:1: a game record of 2 moves (RE[B+R]): not a problem, no claims (its GPC claims stand)"});
}

TEST(SgfNotProblems, AMainLineOfAHundredMovesIsAGameRecord) {
  auto game = [](int moves) {
    std::string text = "(;SZ[19]";
    for (int i = 0; i < moves; ++i)
      text += std::string(i % 2 ? ";W[" : ";B[") + char('a' + i % 19) + char('a' + i / 19) + "]";
    return text + "C[RIGHT])";
  };
  EXPECT_EQ(noticesOf(game(100)), Claims{"t.sgf:1:1: a game record of 100 moves: not a problem, no claims"});
  EXPECT_EQ(claimsOf(game(99)).size(), 2u);  // a long solution line still reads
}

TEST(SgfNotProblems, AnUnmarkedLineOrTreeIsNotAProblem) {
  EXPECT_EQ(noticesOf("(;SZ[3]AB[aa];B[bb];W[cc];B[ca])"),
            Claims{"t.sgf:1:1: a line of 3 moves with no answer marks: not a problem, no claims"});
  EXPECT_EQ(noticesOf("(;SZ[3]AB[aa]\n(;B[bb];W[cc])(;B[cc];W[bb]))"),
            Claims{"t.sgf:1:1: 2 variations with no answer marks: not a problem, no claims"});
  EXPECT_EQ(noticesOf("(;SZ[3](;B[bb]DO[])(;B[cc]C[Correct, but slow]))"),
            Claims{"t.sgf:1:1: 2 variations marked only doubtful (DO, IT, \"Correct, but\"): not a problem, no claims"});
  EXPECT_EQ(claimsOf("(;SZ[3]AB[aa];B[bb];W[cc];B[ca])"), Claims{});
  // A position with no moves is a puzzle without claims, as goproof writes one: no notice.
  EXPECT_EQ(noticesOf("(;SZ[3]AB[aa]GPC[value B])"), Claims{});
}

TEST(SgfNotProblems, NoticesComeInFileOrder) {
  EXPECT_EQ(noticesOf("(;SZ[3]RU[Japanese];B[bb])\n(;SZ[3];B[bb]C[RIGHT])\n(;SZ[3]RE[B+R];B[bb])"),
            (Claims{"t.sgf:1:1: a line of 1 move with no answer marks: not a problem, no claims",
                    "t.sgf:1:8: RU[Japanese] is not a goproof rule set (go, capture-N, gonnect, quench-N, conversion, conquest): read as capture-1, "
                    "as --rules says",
                    "t.sgf:3:1: a game record of 1 move (RE[B+R]): not a problem, no claims"}));
}

// --- RU -------------------------------------------------------------------------

TEST(SgfRules, AnotherGamesRulesAreReportedOncePerFileAndValue) {
  std::string text = "(;SZ[3]RU[Japanese])(;SZ[3]RU[Japanese])(;SZ[3]RU[Chinese])";
  ImportOptions gonnect = capture1();
  gonnect.rules = *Rules::parse("gonnect");
  PuzzleFile file = fileOf(text, gonnect);
  ASSERT_EQ(file.puzzles.size(), 3u);
  for (const Puzzle& p : file.puzzles) EXPECT_EQ(p.rules, gonnect.rules);
  EXPECT_EQ(noticesOf(text, gonnect),
            (Claims{"t.sgf:1:8: RU[Japanese] is not a goproof rule set (go, capture-N, gonnect, quench-N, conversion, conquest): read as gonnect, "
                    "as --rules says",
                    "t.sgf:1:48: RU[Chinese] is not a goproof rule set (go, capture-N, gonnect, quench-N, conversion, conquest): read as gonnect, "
                    "as --rules says"}));
  for (const Notice& n : file.notices) EXPECT_FALSE(rulesSubstitution(n)) << "the user chose gonnect";
}

TEST(SgfRules, AnotherGamesRulesUnderTheDefaultRulesAreReportedAsPlainlyAsNoRu) {
  // Without --rules, RU[Japanese] is read as the default, capture-1, as a tree
  // without RU is: the notice says as much as that one does, and says it is a substitution.
  ImportOptions defaults = capture1();
  defaults.rulesGiven = false;
  PuzzleFile file = fileOf("(;SZ[5]RU[Japanese]AB[cc];W[dc]C[RIGHT])(;SZ[5]AB[cc];W[cd]C[RIGHT])", defaults);
  ASSERT_EQ(file.notices.size(), 2u);
  const std::string because =
      "(life-and-death problems are not Capture Go, and every verdict holds for capture-1 only: give --goal auto, "
      "kill or live to read them as local problems, or --rules to say which game these problems are)";
  EXPECT_EQ(toString(file.notices[0]),
            "t.sgf:1:8: RU[Japanese] is not a goproof rule set (go, capture-N, gonnect, quench-N, conversion, conquest): "
            "read as capture-1, the default of --rules " + because);
  EXPECT_EQ(toString(file.notices[1]), "t.sgf:1:41: no RU: read as capture-1, the default of --rules " + because);
  auto japanese = rulesSubstitution(file.notices[0]), none = rulesSubstitution(file.notices[1]);
  ASSERT_TRUE(japanese && none);
  EXPECT_EQ(japanese->rules, "capture-1");
  EXPECT_EQ(japanese->insteadOf, "RU[Japanese]");
  EXPECT_EQ(none->rules, "capture-1");
  EXPECT_EQ(none->insteadOf, "no RU");
  Notice record;  // field by field: GCC 12 warns (falsely) of an uninitialised string in the braced form
  record.where.file = "t.sgf";
  record.where.line = record.where.column = 1;
  record.message = "a game record of 5 moves (RE[B+R]): not a problem";
  EXPECT_FALSE(rulesSubstitution(record));
}

// --- PL -------------------------------------------------------------------------

TEST(SgfPlayer, OldSgfNumbersArePlayersWithANotice) {
  PuzzleFile white = fileOf("(;FF[3]SZ[3]AB[aa]PL[2];W[bb]C[RIGHT])");
  ASSERT_EQ(white.puzzles.size(), 1u);
  EXPECT_EQ(white.puzzles[0].toMove, Color::White);
  ASSERT_EQ(white.notices.size(), 1u);
  EXPECT_EQ(toString(white.notices[0]), "t.sgf:1:19: PL[2] is the numbering of old SGF (FF[1] to FF[3]): read as PL[W]");
  PuzzleFile black = fileOf("(;FF[3]SZ[3]AW[aa]PL[1];B[bb]C[RIGHT])");
  ASSERT_EQ(black.puzzles.size(), 1u);
  EXPECT_EQ(black.puzzles[0].toMove, Color::Black);
  EXPECT_EQ(black.notices.size(), 1u);
  EXPECT_TRUE(fileOf("(;SZ[3]AB[aa]PL[W];W[bb]C[RIGHT])").notices.empty());
  auto three = puzzlesFromSgf("(;SZ[3]AB[aa]PL[3];W[bb]C[RIGHT])", "t.sgf", capture1());
  ASSERT_FALSE(three.ok());
  EXPECT_EQ(three.status().message(), "t.sgf:1:14: PL[3]: expected B or W");
}

TEST(SgfRules, GoproofRuleStringsAreReadBlanksAside) {
  EXPECT_EQ(fileOf("(;RU[ capture-2+ko=simple ])").puzzles[0].rules, *Rules::parse("capture-2+ko=simple"));
  EXPECT_EQ(noticesOf("(;RU[gonnect+pie])"), Claims{});
}

TEST(SgfRules, AMalformedValueForGoproofsGamesIsBadInput) {
  struct Case {
    std::string text, expected;
  };
  const std::vector<Case> cases = {
      {"(;SZ[5]RU[capture-0])",
       "t.sgf:1:8: RU[capture-0]: bad rules 'capture-0': capture needs a prisoner target from 1 to 361, as in "
       "capture-1"},
      {"(;SZ[5]\n  RU[capture-x])",
       "t.sgf:2:3: RU[capture-x]: bad rules 'capture-x': capture needs a prisoner target from 1 to 361, as in "
       "capture-1"},
      {"(;RU[capture])",
       "t.sgf:1:3: RU[capture]: bad rules 'capture': unknown game 'capture' (expected go, capture-N, gonnect, quench-N, conversion or conquest)"},
      {"(;RU[gonnect+komi=3])", "t.sgf:1:3: RU[gonnect+komi=3]: bad rules 'gonnect+komi=3': komi is only for scored games (go, quench-N, conversion, conquest)"},
      {"(;RU[go+ko=sometimes])",
       "t.sgf:1:3: RU[go+ko=sometimes]: bad rules 'go+ko=sometimes': ko must be none, simple or superko"},
  };
  for (const Case& c : cases) {
    auto result = puzzlesFromSgf(c.text, "t.sgf", capture1());
    ASSERT_FALSE(result.ok()) << c.text;
    EXPECT_TRUE(absl::IsInvalidArgument(result.status()));
    EXPECT_EQ(std::string(result.status().message()), c.expected);
  }
}

// --- Writing what reads back -------------------------------------------------------

TEST(SgfWriting, ClaimsOfAPuzzleWithAResultGoToGpc) {
  Puzzle p;
  p.width = p.height = 3;
  p.rules = *Rules::parse("capture-1");
  p.sgfProperties = {"RE[B+R]"};
  Claim win;
  win.kind = ClaimKind::Win;
  win.move = "b2";
  p.claims = {win};
  std::string written = sgfFromPuzzles(PuzzleFile{"", {p}, {}});
  EXPECT_NE(written.find("GPC[win b2]"), std::string::npos) << written;
  EXPECT_EQ(written.find(";B[bb]"), std::string::npos) << written;
  EXPECT_EQ(claimsOf(written), Claims{"win b2"});
}

TEST(SgfWriting, ALineOfAHundredMovesGoesToGpc) {
  Puzzle p;
  p.width = p.height = 19;
  p.rules = *Rules::parse("go");
  Claim win, line;
  win.kind = ClaimKind::Win;
  win.move = "a19";
  line.kind = ClaimKind::Line;
  for (int i = 0; i < 100; ++i) line.line.push_back({std::string(1, "abcdefghjklmnopqrst"[i % 19]) +
                                                          std::to_string(19 - i / 19), false});
  p.claims = {win, line};
  std::string written = sgfFromPuzzles(PuzzleFile{"", {p}, {}});
  EXPECT_NE(written.find("GPC[line a19 b19"), std::string::npos) << written;
  PuzzleFile back = fileOf(written);
  ASSERT_EQ(back.puzzles.size(), 1u);
  EXPECT_EQ(back.puzzles[0].claims.size(), 2u);
  EXPECT_TRUE(back.notices.empty());
}

}  // namespace
}  // namespace goproof

namespace goproof {
namespace {

TEST(SgfSetupNode, GoproblemsSetupInANodeBelowAnEmptyRootIsThePuzzlesPosition) {
  // goproblems.com writes the position one node below the root.
  const std::string text = "(;GM[1]FF[4]SZ[5];AB[cb][bc][cd]AW[cc]C[Black to play];B[dc]C[RIGHT])";
  PuzzleFile file = fileOf(text);
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(file.puzzles[0].rows, "...../..X../.XO../..X../.....");
  EXPECT_EQ(file.puzzles[0].comment, "Black to play");
  EXPECT_EQ(claimsOf(text), (std::vector<std::string>{"win d3"}));
}

TEST(SgfSetupNode, StonesAddedInsideAVariationCutItThereWithANotice) {
  // goproblems draws some refutations with added stones: the variation counts up to them.
  const std::string text = "(;SZ[5]AB[cb][bc][cd]AW[cc](;B[dc]C[RIGHT])(;B[ee];W[dc];AB[aa];W[ab]))";
  PuzzleFile file = fileOf(text);
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(claimsOf(text), (std::vector<std::string>{"win d3", "no-win e1"}));
  ASSERT_EQ(file.notices.size(), 1u);
  EXPECT_EQ(toString(file.notices[0]), "t.sgf:1:58: stones set up inside a variation: that variation is read up to "
                                       "them, and its later moves are not claimed");
}

}  // namespace
}  // namespace goproof

namespace goproof {
namespace {

TEST(SgfSetupNode, TwoMovesOfOneColourInARowCutTheVariationWithANotice) {
  // Joseki dictionaries write tenuki as two moves of one colour in a row.
  const std::string text = "(;SZ[5]AB[cb][bc][cd]AW[cc](;B[dc]C[RIGHT])(;B[ee];W[dc];W[aa];B[ab]))";
  EXPECT_EQ(claimsOf(text), (std::vector<std::string>{"win d3", "no-win e1"}));
  PuzzleFile file = fileOf(text);
  ASSERT_EQ(file.notices.size(), 1u);
  EXPECT_EQ(toString(file.notices[0]).substr(0, 62), "t.sgf:1:57: two moves of one colour in a row (the other side's");
}

TEST(SgfRules, ATreeWithoutRuUnderTheDefaultRulesIsReportedOncePerFile) {
  ImportOptions defaults = capture1();
  defaults.rulesGiven = false;  // the user did not choose the rules
  PuzzleFile file = fileOf("(;SZ[5]AB[cc];W[dc]C[RIGHT])(;SZ[5]AB[cc];W[cd]C[RIGHT])", defaults);
  ASSERT_EQ(file.notices.size(), 1u);
  EXPECT_EQ(toString(file.notices[0]),
            "t.sgf:1:1: no RU: read as capture-1, the default of --rules (life-and-death problems are not Capture Go, "
            "and every verdict holds for capture-1 only: give --goal auto, kill or live to read them as local "
            "problems, or --rules to say which game these problems are)");
  EXPECT_TRUE(fileOf("(;SZ[5]AB[cc];W[dc]C[RIGHT])").notices.empty());  // --rules given: nothing to say
}

}  // namespace
}  // namespace goproof

namespace goproof {
namespace {

ImportOptions unmarkedAs(UnmarkedTrees how) {
  ImportOptions options = capture1();
  options.unmarked = how;
  return options;
}

TEST(SgfUnmarked, ATreeThatSaysWhoIsToPlayReadsItsUnmarkedVariationsAsTheSolution) {
  // Book conversions (Cho Chikun, Lee Changho): the lines are the answers, unmarked.
  const std::string stated = "(;SZ[5]AB[cb]AW[cc]C[Black to play](;B[dc])(;B[cd];W[dc];B[bc]))";
  EXPECT_EQ(claimsOf(stated), (Claims{"win d3", "win c2", "line c2 d3 b3"}));
  PuzzleFile file = fileOf(stated);
  ASSERT_EQ(file.notices.size(), 1u);
  EXPECT_EQ(toString(file.notices[0]),
            "t.sgf:1:1: no answer marks: every variation is read as a right answer, since the root comment poses "
            "the problem (this and later such trees of the file; --unmarked none reads them as not problems)");
  // tsumego.js: PL says who is to play, no comment at all.
  EXPECT_EQ(claimsOf("(;SZ[5]PL[W]AB[cb]AW[cc](;W[dc]))"), Claims{"win d3"});
  // Without either, an unmarked line is not a solution: a game fragment.
  EXPECT_EQ(claimsOf("(;SZ[5]AB[cb]AW[cc];B[dc];W[cd])"), Claims{});
  EXPECT_EQ(toString(fileOf("(;SZ[5]AB[cb]AW[cc];B[dc];W[cd])").notices[0]),
            "t.sgf:1:1: a line of 2 moves with no answer marks: not a problem, no claims");
  // An author who annotated something (GB when White solves, TE on a reply) judged
  // the moves in a way not read here: no guess.
  EXPECT_EQ(claimsOf("(;SZ[5]PL[W]AW[bb]AB[cb](;W[db]GB[1])(;W[cc]))"), Claims{});
  // Comments below the root that no convention reads (失敗, "YOU SURROUNDED THE
  // FIRE!") are judgements in a house convention: no guess, but a hint.
  const std::string commented = "(;SZ[5]AB[cb]AW[cc]C[Black to play](;B[dc]C[Good])(;B[cd]C[Bad]))";
  EXPECT_EQ(claimsOf(commented), Claims{});
  EXPECT_EQ(toString(fileOf(commented).notices[0]),
            "t.sgf:1:1: 2 variations with comments but no answer mark goproof knows: not a problem, no claims (a "
            "house convention? name its marks with --correct-marker and --wrong-marker, or read every variation as "
            "right with --unmarked right)");
  EXPECT_EQ(claimsOf(commented, unmarkedAs(UnmarkedTrees::Right)), (Claims{"win d3", "win c2"}));
  // A blank C[] on the answers (some editors write one on every node) says
  // nothing: the tree stays silent, and PL makes its variations right.
  EXPECT_EQ(claimsOf("(;SZ[5]PL[W]AB[cb]AW[cc](;W[dc]C[])(;W[cd]C[ ]))"), (Claims{"win d3", "win c2"}));
  // --unmarked right and none decide for every tree.
  EXPECT_EQ(claimsOf("(;SZ[5]AB[cb]AW[cc];B[dc];W[cd])", unmarkedAs(UnmarkedTrees::Right)),
            (Claims{"win d3", "line d3 c2"}));
  EXPECT_EQ(claimsOf(stated, unmarkedAs(UnmarkedTrees::NotProblem)), Claims{});
}

TEST(SgfUnmarked, WhoIsToPlayInWords) {
  for (const char* asks : {"Black to play", "White to live.", "black to kill", "White first", "Black plays first",
                           "Problem 12: Black to capture the cutting stones", "\xe9\xbb\x91\xe5\x85\x88"})
    EXPECT_TRUE(posesProblem(asks)) << asks;
  for (const char* says : {"", "A game between two friends", "Black resigned. The position was to play out later",
                           "Blackwood to play", "White's group is dead"})
    EXPECT_FALSE(posesProblem(says)) << says;
}

TEST(SgfConventions, TryAgainAndNotQuiteMarkWrongAnswers) {
  EXPECT_EQ(mark("That fills your own liberty. Try again."), AnswerMark::Wrong);
  EXPECT_EQ(mark("SOLID. BUT TO SURROUND THE FIRE, TRY AGAIN."), AnswerMark::Wrong);
  EXPECT_EQ(mark("Not quite: White escapes."), AnswerMark::Wrong);
  EXPECT_EQ(mark("It is not quite that simple"), AnswerMark::None);
  EXPECT_EQ(mark("Retry against the strongest reply"), AnswerMark::None);
  // A lesson's tree: the try-again branches are wrong, the rest right.
  EXPECT_EQ(claimsOf("(;SZ[3]PL[B]AB[aa][ba]AW[cc](;B[cb];W[bc];B[ac])(;B[ab]C[SOLID. BUT TRY AGAIN.]))"),
            (Claims{"win c2", "line c2 b1 a1", "no-win a2"}));
}

TEST(SgfConventions, ALabelOfBmOrTeOnTheMovesOwnPointJudgesIt) {
  // GoGui lessons label a wrong move "BM" on its own point.
  EXPECT_EQ(claimsOf("(;SZ[3]PL[B]AB[aa]AW[cc](;B[cb])(;B[ab]LB[ab:BM]))"), (Claims{"win c2", "no-win a2"}));
  EXPECT_EQ(claimsOf("(;SZ[3]PL[B]AB[aa]AW[cc](;B[cb]LB[cb:TE])(;B[ab]))"), (Claims{"win c2", "no-win a2"}));
  // A label elsewhere, or with other text, is only a label.
  EXPECT_EQ(claimsOf("(;SZ[3]PL[B]AB[aa]AW[cc](;B[cb]C[RIGHT])(;B[ab]LB[ba:BM]))"),
            (Claims{"win c2", "no-win a2"}));
  EXPECT_EQ(claimsOf("(;SZ[3]PL[B]AB[aa]AW[cc](;B[cb]C[RIGHT])(;B[ab]LB[ab:BMX]C[RIGHT]))"),
            (Claims{"win c2", "win a2"}));
}

TEST(SgfConventions, HouseWrongMarkersJudgeLikeWrong) {
  ImportOptions house = capture1();
  house.markers.wrong = {"UH OH", "bad_move_mc"};
  EXPECT_EQ(commentMark("UH OH, FIRE WILL CORNER US.", house.markers), AnswerMark::Wrong);
  EXPECT_EQ(commentMark("uh oh", house.markers), AnswerMark::None);  // case-sensitive
  EXPECT_EQ(commentMark("RIGHT, but {'bad_move_mc': 1}", house.markers), AnswerMark::Wrong);  // wrong beats right
  EXPECT_EQ(claimsOf("(;SZ[3]PL[B]AB[aa]AW[cc](;B[cb])(;B[ab]C[UH OH]))", house), (Claims{"win c2", "no-win a2"}));
}

TEST(SgfSetupNode, LaterSetupNodesAddToTheRootAndOverrideIt) {
  // The lessons' editor: root stones, then a node that adds and removes some, with PL again.
  const std::string text =
      "(;SZ[3]AB[aa]AW[cc]PL[W]C[Fire!];AW[ca]AE[aa]PL[B];AB[bc]C[Where is safe?](;B[cb]C[RIGHT])(;B[ab]))";
  PuzzleFile file = fileOf(text);
  ASSERT_EQ(file.puzzles.size(), 1u);
  EXPECT_EQ(file.puzzles[0].rows, "..O/.../.XO");
  EXPECT_EQ(file.puzzles[0].toMove, Color::Black);
  EXPECT_EQ(file.puzzles[0].comment, "Fire!\n\nWhere is safe?");
  EXPECT_EQ(claimsOf(text), (Claims{"win c2", "no-win a2"}));
  // PL[] says nothing (tsumego.js writes PL[] then PL[W]).
  EXPECT_EQ(fileOf("(;SZ[3]PL[]AB[aa]PL[W](;W[cc]C[RIGHT]))").puzzles[0].toMove, Color::White);
}

TEST(SgfSetupNode, AVariationThatSetsUpAnotherPositionIsSkipped) {
  const std::string text = "(;SZ[5]AB[cb]AW[cc](;B[dc]C[RIGHT])(;AB[db]AW[ca];B[aa]C[RIGHT]))";
  EXPECT_EQ(claimsOf(text), Claims{"win d3"});
  PuzzleFile file = fileOf(text);
  ASSERT_EQ(file.notices.size(), 1u);
  EXPECT_EQ(toString(file.notices[0]),
            "t.sgf:1:38: a variation that sets up stones before its first move shows another position: that "
            "variation is skipped");
}

}  // namespace
}  // namespace goproof
