// Rules are values: parsed from their spelling, printed back, compared and hashed.
#include <unordered_set>

#include "gtest/gtest.h"
#include "solver/rules/rules.h"

namespace goproof {
namespace {

TEST(RulesParse, CanonicalSpellingsRoundTrip) {
  for (const char* text : {"capture-1", "capture-3", "capture-2+ko=simple", "capture-5+ko=superko", "gonnect",
                           "gonnect+pie", "gonnect+ko=superko", "gonnect+cycle=repeater-loses",
                           "gonnect+ko=none+cycle=repeater-loses+pie", "go", "go+komi=7.5", "go+ko=superko+komi=-2",
                           "capture-1+pie", "conquest", "conquest+pure", "conquest+komi=0.5+pure"}) {
    auto rules = Rules::parse(text);
    ASSERT_TRUE(rules.ok()) << text << ": " << rules.status();
    EXPECT_EQ(rules->toString(), text);
    EXPECT_EQ(*Rules::parse(rules->toString()), *rules);
  }
}

TEST(RulesParse, DefaultsFollowTheGame) {
  Rules capture = *Rules::parse("capture-3");
  EXPECT_EQ(capture.game, GameKind::Capture);
  EXPECT_EQ(capture.captureTarget, 3);
  EXPECT_EQ(capture.ko, KoRule::None);  // the game is finite without one
  EXPECT_FALSE(capture.passAllowed());
  Rules gonnect = *Rules::parse("gonnect");
  EXPECT_EQ(gonnect.ko, KoRule::Simple);
  EXPECT_EQ(gonnect.cycle, CycleRule::Draw);
  EXPECT_FALSE(gonnect.pie);
  EXPECT_FALSE(gonnect.passAllowed());
  EXPECT_TRUE(Rules::parse("go")->passAllowed());
  EXPECT_TRUE(Rules::parse("gonnect+pie")->pie);
}

TEST(RulesParse, OptionsInAnyOrderPrintInCanonicalOrder) {
  EXPECT_EQ(Rules::parse("gonnect+pie+ko=superko")->toString(), "gonnect+ko=superko+pie");
  // Spelling out a default is accepted, and printed without it.
  EXPECT_EQ(Rules::parse("gonnect+ko=simple")->toString(), "gonnect");
  EXPECT_EQ(Rules::parse("capture-2+ko=none")->toString(), "capture-2");
  EXPECT_EQ(Rules::parse("conquest+pure+komi=1")->toString(), "conquest+komi=1+pure");
}

TEST(RulesParse, ConquestIsAScoredGameWithoutPassKoOrPie) {
  Rules conquest = *Rules::parse("conquest");
  EXPECT_EQ(conquest.game, GameKind::Conquest);
  EXPECT_EQ(conquest.goal, Goal::Territory);
  EXPECT_TRUE(conquest.scored());
  EXPECT_FALSE(conquest.passAllowed());
  EXPECT_FALSE(conquest.pure);
  for (const char* text : {"conquest+ko=simple", "conquest+cycle=draw", "conquest+pie", "conquest+mirror=3",
                           "conquest+pure+pure", "go+pure", "capture-1+pure"})
    EXPECT_FALSE(Rules::parse(text).ok()) << text;
}

TEST(RulesParse, RejectsWhatItDoesNotKnow) {
  for (const char* text : {"", "chess", "capture", "capture-", "capture-0", "capture-01", "capture-x", "capture-1x",
                           "capture-362", "gonnect+", "gonnect+ko=maybe", "gonnect+cycle=forever", "gonnect+pie+pie",
                           "gonnect+ko=simple+ko=none", "gonnect+komi=6.5", "go+pie", "go+komi=", "go+komi=abc", "go+komi=7.25",
                           "Gonnect", "gonnect+PIE", "capture-1 "}) {
    auto rules = Rules::parse(text);
    EXPECT_FALSE(rules.ok()) << "'" << text << "' parsed as " << (rules.ok() ? rules->toString() : "");
    if (!rules.ok()) {
      EXPECT_NE(rules.status().message().find("bad rules"), std::string::npos);
    }
  }
}

TEST(RulesParse, SaysASpaceIsWhatIsWrong) {
  for (const char* text : {"quench-2 ", " go", "go +komi=1"}) {
    auto rules = Rules::parse(text);
    ASSERT_FALSE(rules.ok()) << text;
    EXPECT_NE(rules.status().message().find("without spaces"), std::string::npos) << rules.status();
  }
}

TEST(RulesParse, NamesWhatIsWrongWithAKomi) {
  EXPECT_NE(Rules::parse("go+komi=abc").status().message().find("komi must be a number such as 7.5"),
            std::string::npos);
  EXPECT_NE(Rules::parse("go+komi=99999999999").status().message().find("komi must lie between -1000 and 1000"),
            std::string::npos);
  EXPECT_NE(Rules::parse("go+komi=7.25").status().message().find("whole or half"), std::string::npos);
}

TEST(RulesParse, EqualRulesHashEqual) {
  std::unordered_set<Rules> set;
  set.insert(*Rules::parse("gonnect+pie"));
  set.insert(*Rules::parse("gonnect+pie+ko=simple"));
  set.insert(*Rules::parse("gonnect"));
  set.insert(*Rules::parse("capture-1"));
  set.insert(*Rules::parse("capture-2"));
  EXPECT_EQ(set.size(), 4u);
}

}  // namespace
}  // namespace goproof
