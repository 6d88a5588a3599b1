#> --rules go --size 9 --threads 1 --tt-mb 16 --time-limit 60
# GNU Go's reading commands, answered exactly (docs/goals.md, docs/gtp.md).
# Each position is built with play; a move out of turn starts afresh.
#
# White's corner group a2-d2 and d1, its eye space a straight three (a1 b1
# c1) inside Black's wall: the middle point kills, and the middle point
# lives (by hand: either side's b1 leaves one eye, or two).
play b A3
play w A2
play b B3
play w B2
play b C3
play w C2
play b D3
play w D2
play b E3
play w D1
play b E2
play b E1
10 owl_attack D2
#? [1 B1]
11 owl_defend D2
#? [1 B1]
12 goproof-goal_status D2
#? [White to play: White lives \(White's stone at d2 and the 4 stones joined to it\); region 3 empty points]
13 attack F5
#! [vertex must not be empty]
14 attack D
#! [syntax error: attack VERTEX]
clear_board
# A seki: Black's three stones b1 c1 d1 inside White's group share its two
# liberties a1 and e1; whoever plays one loses (by hand). Black cannot
# kill, White lives by passing, and cannot reach unconditional life.
play b A3
play w A2
play b B3
play w B2
play b C3
play w C2
play b D3
play w D2
play b E3
play w E2
play b F3
play w F2
play b G3
play w F1
play b G2
play b G1
play b B1
play b C1
play b D1
20 owl_attack D2
#? [0]
21 owl_defend D2
#? [1 pass]
22 goproof-goal_status D2
#? [White to play: White lives in seki \(White's stone at d2 and the 6 stones joined to it\); region 2 empty points]
# A ko on a 4x3 board: Black's c2 takes White's b2 in a ko (by hand: c2
# touches only White's stones, and b2 had c2 for its one liberty). Black,
# reading first, wins the ko with no threat, so White would need one (GNU
# Go's code 2); White, reading first, connects at c2 and needs no ko.
# Black's a2 a3 b3 and b1 share one liberty, a1: weak wall stones, so a1
# is part of the region (4 empty points).
rectangular_boardsize 4 3
play b B3
play w C3
play b A2
play w B2
play b B1
play w C1
play b A3
play w D2
30 attack B2
#? [2 C2]
31 defend B2
#? [1 C2]
32 goproof-goal_status B2
#? [Black to play: ko: Black kills \(White's stone at b2\) unless White has 1 external threat; region 4 empty points]
# Only Go's rules have local goals.
goproof-rules capture-1
40 attack C1
#! [attack: local goals are read on Go's rules \(goproof-rules go\), not capture-1]
