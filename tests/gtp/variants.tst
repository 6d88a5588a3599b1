#> --rules quench-2 --size 4x4 --threads 1 --tt-mb 32 --time-limit 20
# The games beyond Capture Go, each as a referee must see it.
#
# Quench #2: a two-stone turn is written JOINING+CREATING (docs/gtp.md). The
# position after these 15 moves is 'XX.X/.OXX/O.OX/OOOX', each side has made
# a capture, and `goproof legal` agrees: a3+c4 captures 7, b2+a3 is not-new-group.
play b d2
play w a1
play b d3
play w b1
play b a4
play w c1
play b b2
play w c4
play b c3
play w a2
play b b4
play w b3
play b d4
play w c2
play b d1
1 gogui-rules_board
#? [XX\.X / \.OXX / O\.OX / OOOX]
2 gogui-rules_legal_moves
#? [B2 A3 B2\+C4 A3\+C4 pass]
3 goproof-why_illegal b2+a3
#? [B2\+A3 is illegal: not-new-group]
# `goproof solve` on that position: W+16, and the best moves are b2+c4 and a3+c4.
4 genmove w
#? [(B2|A3)\+C4]
5 undo
#? []
6 play w a3+c4
#? []
7 gogui-rules_captured_count
#? [8 1]
8 gogui-rules_board
#? [\.\.O\. / OO\.\. / O\.O\. / OOO\.]
#
# Gonnect: a chain joining two opposite edges wins, and passing is illegal.
9 goproof-rules gonnect
#? []
10 boardsize 3
#? []
play b b1
play w a2
play b b2
play w c2
11 play b pass
#! [illegal move: no-pass]
12 play b b3
#? []
13 gogui-rules_final_result
#? [black]
14 final_score
#? [B\+]
#
# The pie rule: White may swap Black's first stone for hers.
15 goproof-rules capture-1+pie
#? []
16 boardsize 4
#? []
play b b2
17 gogui-rules_legal_moves
#? [A1 B1 C1 D1 A2 C2 D2 A3 B3 C3 D3 A4 B4 C4 D4 swap]
18 play w swap
#? []
19 gogui-rules_board
#? [\.\.\.\. / \.\.\.\. / \.O\.\. / \.\.\.\.]
20 gogui-rules_side_to_move
#? [black]
21 goproof-why_illegal swap
#? [swap is illegal: no-swap]
#
# Conquest: territory by enclosure; the game ends when no point is left in
# No-Man's Land (docs/rules/conquest.md).
22 goproof-rules conquest
#? []
23 gogui-rules_game_id
#? [conquest]
play b b2
play w c3
play b b3
play w c2
play b a1
24 gogui-rules_legal_moves
#? [B1 C1 D1 A2 D2 A3 D3 A4 B4 C4 D4]
25 goproof-why_illegal a1
#? [A1 is illegal: occupied]
26 goproof-rules chess
#! [unknown rules: .*]
27 goproof-rules
#? [conquest]
