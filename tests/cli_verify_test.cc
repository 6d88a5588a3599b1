// goproof verify as a curator uses it: reports, exit codes, JSON, bad input,
// and the bundled collection, which must verify cleanly.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "nlohmann/json.hpp"
#include "run_goproof.h"

namespace goproof {
namespace {

using testing::goproof;

std::string writeFile(const std::string& name, const std::string& text) {
  return testing::writeTempFile("cli_verify", name, text);
}

const std::string kGood = R"(goproof-puzzles 1
rules: capture-1
puzzle: Take the lonely stone
board:
  . . . . .
  . . X . .
  . X O . .
  . . X . .
  . . . . .
win d3
captures d3 1
illegal c3 occupied
)";

TEST(CliVerify, EveryClaimHoldsExitsZero) {
  auto run = goproof("verify " + writeFile("good.puzzles", kGood));
  EXPECT_EQ(run.exitCode, 0) << run.err;
  EXPECT_NE(run.out.find("PASS  win d3: d3 wins for Black"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("summary: 1 puzzle, 3 claims: 3 passed, 0 failed, 0 undecided"), std::string::npos) << run.out;
  EXPECT_EQ(run.err, "");
}

TEST(CliVerify, AFalseClaimExitsOneWithEvidence) {
  auto run = goproof("verify " + writeFile("false.puzzles", kGood + "captures d3 2\nillegal e5\n"));
  EXPECT_EQ(run.exitCode, 1);
  EXPECT_NE(run.out.find("FAIL  captures d3 2: d3 captures 1 stone"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("FAIL  illegal e5: e5 is legal (it captures nothing)"), std::string::npos) << run.out;
}

TEST(CliVerify, FailuresOnlyLeavesPassingClaimsOut) {
  auto run = goproof("verify --failures-only " + writeFile("mixed.puzzles", kGood + "captures d3 2\n"));
  EXPECT_EQ(run.exitCode, 1);
  EXPECT_EQ(run.out.find("PASS"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("FAIL"), std::string::npos) << run.out;
}

TEST(CliVerify, BadInputNamesFileLineAndColumnAndOtherFilesAreStillChecked) {
  std::string bad = writeFile("bad.puzzles", "goproof-puzzles 1\npuzzle: p\nsize: 5\nwin 5a\n");
  std::string good = writeFile("good2.puzzles", kGood);
  auto run = goproof("verify " + bad + " " + good);
  EXPECT_EQ(run.exitCode, 2);
  EXPECT_EQ(run.err, "goproof verify: " + bad + ":4:5: '5a' is not a move (a point such as c3, pass, swap, two stones such as c3+d4, or a choice such as d7:ne)\n");
  EXPECT_NE(run.out.find("PASS  win d3"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("1 file not read"), std::string::npos) << run.out;
}

TEST(CliVerify, AMissingFileIsBadInput) {
  auto run = goproof("verify /nonexistent/nothing.puzzles");
  EXPECT_EQ(run.exitCode, 2);
  EXPECT_EQ(run.err, "goproof verify: /nonexistent/nothing.puzzles: cannot read: No such file or directory\n");
}

TEST(CliVerify, JsonReportsEveryClaim) {
  auto run = goproof("verify --json " + writeFile("json.puzzles", kGood + "captures d3 2\n"));
  EXPECT_EQ(run.exitCode, 1);
  auto j = nlohmann::json::parse(run.out);
  EXPECT_EQ(j["exit_code"], 1);
  EXPECT_EQ(j["summary"]["claims"], 4);
  EXPECT_EQ(j["summary"]["failed"], 1);
  const auto& claims = j["files"][0]["puzzles"][0]["claims"];
  ASSERT_EQ(claims.size(), 4u);
  EXPECT_EQ(claims[0]["claim"], "win d3");
  EXPECT_EQ(claims[0]["verdict"], "PASS");
  EXPECT_EQ(claims[3]["verdict"], "FAIL");
  EXPECT_EQ(claims[3]["location"].get<std::string>().substr(claims[3]["location"].get<std::string>().size() - 5),
            ":13:1");
  EXPECT_EQ(j["files"][0]["syntax"], "native");
}

TEST(CliVerify, JsonGivesALocalGoalsTargetAndTheRegionItSearched) {
  // Straight three on the first line, enclosed by Black's wall: the region
  // is inferred from the wall, and no frame is needed.
  auto enclosed = goproof("verify --json " +
                          writeFile("enclosed.sgf",
                                    "(;GM[1]FF[4]SZ[9]AB[ag][bg][cg][dg][eg][eh][ei]AW[ah][bh][ch][dh][di]"
                                    "C[Black to kill](;B[bi]C[Correct]))"));
  EXPECT_EQ(enclosed.exitCode, 0) << enclosed.err;
  const auto p = nlohmann::json::parse(enclosed.out)["files"][0]["puzzles"][0];
  EXPECT_EQ(p["goal"], "kill");
  EXPECT_EQ(p["target"], "d1 a2 b2 c2 d2");
  EXPECT_EQ(p["region"], "auto");
  EXPECT_EQ(p["searched_region"], "a2-d2 a1-d1");
  EXPECT_FALSE(p.contains("frame"));
  // White's corner group on 13x13 with gaps in Black's wall: the frame
  // closes it, and the report says where.
  auto open = goproof("verify --json --time-limit 5 " +
                      writeFile("open.sgf",
                                "(;GM[1]FF[4]SZ[13]AB[bj][dj][ak][fk][fl][fm]AW[ck][dk][ek][bl][cl][el][cm][em]"
                                "C[Black to kill](;B[dm]C[Correct]))"));
  const auto q = nlohmann::json::parse(open.out)["files"][0]["puzzles"][0];
  EXPECT_EQ(q["goal"], "kill");
  EXPECT_EQ(q["region"], "auto");
  ASSERT_TRUE(q.contains("frame")) << open.out;
  EXPECT_FALSE(q["frame"].get<std::string>().empty());
  EXPECT_FALSE(q["searched_region"].get<std::string>().empty());
}

TEST(CliVerify, ASearchCutShortIsUndecidedAndExitsThree) {
  auto run = goproof("verify --time-limit 0.05 " +
                     writeFile("hard.puzzles", "goproof-puzzles 1\npuzzle: hard\nrules: capture-3\nsize: 5\nvalue B\n"));
  EXPECT_EQ(run.exitCode, 3) << run.out;
  EXPECT_NE(run.out.find("UNDECIDED  value B: undecided: the search stopped"), std::string::npos) << run.out;
}

TEST(CliVerify, JsonSurvivesTitlesThatAreNotUtf8) {
  // An old SGF collection in Latin-1: "Problème" with a single byte for è.
  auto run = goproof("verify --json " +
                     writeFile("latin1.sgf", "(;FF[4]GM[1]CA[ISO-8859-1]SZ[3]GN[Probl\xe8me]\n;B[bb]C[RIGHT])"));
  EXPECT_EQ(run.exitCode, 0) << run.err;
  auto j = nlohmann::json::parse(run.out);
  EXPECT_EQ(j["summary"]["passed"], 1);
}

TEST(CliVerify, TheChosenSolverIsTheOneUsed) {
  std::string file = writeFile("solver.puzzles", "goproof-puzzles 1\npuzzle: p\nsize: 3\nvalue B\n");
  auto dfpn = nlohmann::json::parse(goproof("verify --json --solver dfpn " + file).out);
  auto retro = nlohmann::json::parse(goproof("verify --json --solver retro " + file).out);
  EXPECT_EQ(retro["summary"]["passed"], 1);
  EXPECT_NE(dfpn["summary"]["nodes"], retro["summary"]["nodes"]);  // retrograde counts states, not expansions
}

TEST(CliVerify, RetrogradeKeepsItsWholeTable) {
  auto run = goproof("verify --solver retro --tt-mb 64 " +
                     writeFile("retro.puzzles", "goproof-puzzles 1\npuzzle: p\nrules: capture-3\nboard:\n"
                                                "OXX..\nO.OXO\nX.XOO\n..O.X\n....X\nvalue B\n"));
  EXPECT_EQ(run.exitCode, 0) << run.out;
}

TEST(CliVerify, AByteOrderMarkDoesNotHideTheFirstDiagramHeader) {
  auto run = goproof("verify " + writeFile("bom.txt", "\xef\xbb\xbf$$W Title here\n$$ +-------+\n$$ | . X . |\n"
                                                      "$$ | X . X |\n$$ | . X . |\n$$ +-------+\n"));
  EXPECT_EQ(run.exitCode, 5) << "read, but a diagram without claims leaves nothing to check: " << run.err;
  EXPECT_NE(run.out.find("Title here  [capture-1, 3x3, White to move]"), std::string::npos) << run.out;
}

TEST(CliVerify, AStatusClaimNeverHoldsUpTheRun) {
  auto run = goproof("verify --time-limit 0.2 " +
                     writeFile("status9.puzzles", "goproof-puzzles 1\npuzzle: big\nrules: capture-3\nsize: 9\nstatus e5\n"));
  EXPECT_EQ(run.exitCode, 0) << run.out;
  EXPECT_NE(run.out.find("PASS  status e5: e5 is legal, captures nothing; its result was not found within"),
            std::string::npos)
      << run.out;
}

TEST(CliVerify, InAFinishedGameEveryMoveIsRefusedForThatReason) {
  auto run = goproof("verify " + writeFile("over.puzzles", "goproof-puzzles 1\npuzzle: over\nsize: 3\nprisoners: 1,0\n"
                                                          "illegal z9 game-over\nillegal b2 game-over\nvalue B\n"));
  EXPECT_EQ(run.exitCode, 0) << run.out;
}

TEST(CliVerify, ImportedPositionsNoGameCanReachAreBadInput) {
  std::string sgf = writeFile("dead.sgf", "(;FF[4]SZ[3]AB[aa:cc])");
  auto run = goproof("verify " + sgf);
  EXPECT_EQ(run.exitCode, 2);
  EXPECT_EQ(run.err, "goproof verify: " + sgf + ":1:1: board: the black chain at a3 (9 stones) has no liberties, which no legal game can produce\n");
}

TEST(CliVerify, ADirectoryOrANativeFileWithoutItsVersionLineGetsTheRightError) {
  auto dir = goproof("verify " + ::testing::TempDir());
  EXPECT_EQ(dir.exitCode, 2);
  EXPECT_NE(dir.err.find(": cannot read: is a directory"), std::string::npos) << dir.err;
  auto noVersion = goproof("verify " + writeFile("noversion.puzzles", "puzzle: p\nsize: 3\nwin b2\n"));
  EXPECT_EQ(noVersion.exitCode, 2);
  EXPECT_NE(noVersion.err.find(":1:1: a puzzle file begins with the version line"), std::string::npos) << noVersion.err;
  auto bom = goproof("verify " + writeFile("bom.puzzles", "\xef\xbb\xbfgoproof-puzzles 1\npuzzle: p\nsize: 3\nwin b2\n"));
  EXPECT_EQ(bom.exitCode, 0) << bom.err;
}

TEST(CliVerify, TheExampleInTheFormatDocumentationVerifies) {
  std::ifstream doc(std::string(GOPROOF_SOURCE_DIR) + "/docs/puzzle-format.md");
  std::string line, example;
  bool inside = false;
  while (std::getline(doc, line)) {
    if (!inside && line == "```text") inside = true;
    else if (inside && line == "```") break;
    else if (inside) example += line + "\n";
  }
  ASSERT_NE(example.find("goproof-puzzles 1"), std::string::npos);
  auto run = goproof("verify " + writeFile("doc-example.puzzles", example));
  EXPECT_EQ(run.exitCode, 0) << run.out << run.err;
}

// Verifies every .puzzles file of a folder of the repository: at least
// `atLeast` files, every claim passing.
void expectEveryFileVerifies(const std::string& folder, int atLeast) {
  std::string files;
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(GOPROOF_SOURCE_DIR) + "/" + folder))
    if (entry.path().extension() == ".puzzles") files += " " + entry.path().string(), ++count;
  ASSERT_GE(count, atLeast);
  auto run = goproof("verify --failures-only" + files);
  EXPECT_EQ(run.exitCode, 0) << run.out << run.err;
  EXPECT_NE(run.out.find(", 0 failed, 0 undecided"), std::string::npos) << run.out;
}

TEST(CliVerify, TheBundledCollectionVerifiesCleanly) { expectEveryFileVerifies("puzzles/collection", 2); }

// Every set goproof generate made for puzzles/generated/ (generate_test.cc
// checks that their commands make them).
TEST(CliVerify, TheGeneratedSetsVerifyCleanly) { expectEveryFileVerifies("puzzles/generated", 26); }

// A 19x19 problem whose answer is a capture at once: decided without a search.
const std::string kBigBoard = "goproof-puzzles 1\nrules: capture-1\npuzzle: Atari on the big board\nsize: 19x19\nboard:\n. . . . . . . . . . . . . . . . . . .\nX O X . . . . . . . . . . . . . . . .\n. X . . . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . . . . . .\n. . . . . . . . . . . . . . . . . . .\n";

TEST(CliVerify, AClaimIsDecidedAsSoonAsItsQuestionIs) {
  auto run = goproof("verify --json " + writeFile("big.puzzles", kBigBoard + "win b19\ncaptures b19 1\n"));
  EXPECT_EQ(run.exitCode, 0) << run.err;
  auto report = nlohmann::json::parse(run.out);
  EXPECT_EQ(report["files"][0]["puzzles"][0]["nodes"], 0) << "b19 captures and wins: no search needed";
}

TEST(CliVerify, TheTimeLimitBoundsTheWholeRunAndClaimsWithoutSearchAreStillChecked) {
  // Two claims no search settles in a second on an open 19x19 board, and one that needs no search.
  const std::string open19 = "goproof-puzzles 1\nrules: capture-2\npuzzle: Open board\nsize: 19x19\nwin d4\nno-win q16\nillegal z1\n";
  auto run = goproof("verify --tt-mb 8 --time-limit 1 " + writeFile("open19.puzzles", open19));
  EXPECT_EQ(run.exitCode, 3) << run.out << run.err;
  EXPECT_NE(run.out.find("UNDECIDED  win d4"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("UNDECIDED  no-win q16"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("PASS  illegal z1: z1 is illegal: off-board"), std::string::npos) << run.out;
}

TEST(CliVerify, AFileWithNoClaimChecksNothingAndExitsFive) {
  // A game record (RE): a position, but no problem and no claim.
  auto run = goproof("verify " + writeFile("record.sgf", "(;FF[4]GM[1]SZ[5]RU[capture-1]RE[B+R];B[cc];W[dd];B[dc])"));
  EXPECT_EQ(run.exitCode, 5) << run.out << run.err;
  EXPECT_NE(run.out.find("0 claims"), std::string::npos) << run.out;
  EXPECT_NE(run.err.find("goproof verify: nothing was checked: the file holds no claim (exit code 5)"), std::string::npos)
      << run.err;
  auto json = goproof("verify --json " + writeFile("record2.sgf", "(;FF[4]GM[1]SZ[5]RU[capture-1]RE[B+R];B[cc])"));
  EXPECT_EQ(json.exitCode, 5);
  EXPECT_EQ(nlohmann::json::parse(json.out)["exit_code"], 5);
}

TEST(CliVerify, ABadFileOutweighsNothingChecked) {
  auto run = goproof("verify " + writeFile("record3.sgf", "(;FF[4]GM[1]SZ[5]RE[B+R];B[cc])") + " " +
                     writeFile("broken.sgf", "(;FF[4]SZ[5]AB[zz])"));
  EXPECT_EQ(run.exitCode, 2) << run.out << run.err;
}

TEST(CliVerify, TheSummarySaysWhenVerdictsComeFromSubstitutedRules) {
  // Japanese rules are not a goproof rule set: the problems are read as
  // Capture-1 (--rules' default), and a failure there says nothing of the
  // classic: the summary says so, and the notice is as plain as for no RU.
  const std::string japanese = writeFile("japanese.sgf", "(;FF[4]GM[1]SZ[5]RU[Japanese]AB[cb][bc][cd]AW[cc](;B[dc]C[RIGHT]))");
  auto run = goproof("verify " + japanese);
  EXPECT_EQ(run.exitCode, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("(verdicts under capture-1, substituted for RU[Japanese] in 1 file; use --rules)"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.err.find("RU[Japanese] is not a goproof rule set"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("life-and-death problems are not Capture Go"), std::string::npos) << run.err;

  const std::string noRules = writeFile("norules.sgf", "(;FF[4]GM[1]SZ[5]AB[cb][bc][cd]AW[cc](;B[dc]C[RIGHT]))");
  auto both = goproof("verify --json " + japanese + " " + noRules);
  auto summary = nlohmann::json::parse(both.out)["summary"];
  EXPECT_EQ(summary["substituted_rules"],
            nlohmann::json::parse(R"([{"rules": "capture-1", "instead_of": "RU[Japanese]", "files": 1},
                                      {"rules": "capture-1", "instead_of": "no RU", "files": 1}])"));

  // Rules the user chose are no substitution.
  auto chosen = goproof("verify --rules capture-1 " + japanese);
  EXPECT_EQ(chosen.out.find("substituted"), std::string::npos) << chosen.out;
}

TEST(CliVerify, OldSgfPlayerNumbersAreReadAsColoursWithANotice) {
  // FF[3] and older wrote PL[1] for Black and PL[2] for White.
  const std::string old = writeFile("pl2.sgf", "(;FF[3]GM[1]SZ[5]RU[capture-1]\nAW[cb][bc][cd]AB[cc]PL[2](;W[dc]C[RIGHT]))");
  auto run = goproof("verify " + old);
  EXPECT_EQ(run.exitCode, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("White to move"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("PASS  win d3"), std::string::npos) << run.out;
  EXPECT_NE(run.err.find(old + ":2:21: PL[2] is the numbering of old SGF (FF[1] to FF[3]): read as PL[W]"),
            std::string::npos)
      << run.err;
}

TEST(CliVerify, SecondsPerClaimIsTheDefaultRunsShareAndNotForATimeLimitedRun) {
  auto both = goproof("verify --time-limit 5 --seconds-per-claim 2 " + writeFile("share.puzzles", kGood));
  EXPECT_EQ(both.exitCode, 2) << both.err;
  EXPECT_NE(both.err.find("seconds-per-claim"), std::string::npos) << both.err;
  auto zero = goproof("verify --seconds-per-claim 0 " + writeFile("share0.puzzles", kGood));
  EXPECT_EQ(zero.exitCode, 2) << zero.err;
  auto fine = goproof("verify --seconds-per-claim 1 " + writeFile("share1.puzzles", kGood));
  EXPECT_EQ(fine.exitCode, 0) << fine.err;
}

TEST(CliVerify, ALongRunSaysHowFarItHasGotEvenThroughAPipe) {
  // stderr is a file here, not a terminal: a run of several seconds still
  // writes a progress line of its own (after 5 s, then every 10 s).
  const std::string hard = "goproof-puzzles 1\nrules: capture-3\npuzzle: Open board\nsize: 7x7\nvalue B\n";
  auto run = goproof("verify --tt-mb 8 --threads 1 --time-limit 7 " + writeFile("long.puzzles", hard), 60);
  EXPECT_EQ(run.exitCode, 3) << run.out << run.err;
  EXPECT_NE(run.err.find("goproof verify: verifying "), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("long.puzzles: puzzle 1 of 1, 0 of 1 claims checked ("), std::string::npos) << run.err;
  EXPECT_EQ(run.err.find('\r'), std::string::npos) << "no terminal control in a log";
}

// verify runs puzzles in lanes (a oneTBB arena each) and each lane's
// alpha-beta runs a crew of four threads over a table that starts at 1 MiB
// and grows while they search: helpers that oneTBB starts late, or during a
// pause for growth, must neither hang the run nor lose an item. Two 5x5
// Capture-2 puzzles cut short by the time limit hung every time before the
// crew counted only the helpers that had started; 4x4 Capture-1 is solved.
TEST(CliVerify, ParallelAlphaBetaInParallelLanesGrowsItsTablesAndFinishes) {
  const std::string open5 = writeFile("lanes5.puzzles", R"(goproof-puzzles 1
rules: capture-2
puzzle: one
size: 5x5
to-move: W
board:
  . . . . .
  . . X . .
  . X O . .
  . . . . .
  . . . . .
value B
puzzle: two
size: 5x5
board:
  . . . . .
  . . . . .
  . . X O .
  . . . . .
  . . . . .
value B
)");
  for (int run = 0; run < 2; ++run) {
    auto result = goproof("verify --solver alphabeta --threads 4 --time-limit 1 " + open5, 60);
    EXPECT_EQ(result.exitCode, 3) << "undecided, not hung: " << result.out << result.err;
    EXPECT_NE(result.out.find("2 undecided"), std::string::npos) << result.out;
  }
  const std::string solved4 = writeFile("lanes4.puzzles", R"(goproof-puzzles 1
rules: capture-1
puzzle: empty
size: 4x4
value W
puzzle: after b2
size: 4x4
to-move: W
board:
  . . . .
  . . . .
  . X . .
  . . . .
value W
)");
  for (int run = 0; run < 3; ++run) {
    auto result = goproof("verify --solver alphabeta --threads 4 --tt-mb 64 " + solved4, 120);
    EXPECT_EQ(result.exitCode, 0) << result.out << result.err;
    EXPECT_NE(result.out.find("summary: 2 puzzles, 2 claims: 2 passed"), std::string::npos) << result.out;
  }
}

}  // namespace
}  // namespace goproof
