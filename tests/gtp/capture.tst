#> --rules capture-1 --size 4x4 --threads 1 --tt-mb 16 --time-limit 20
# Capture Go as a referee sees it: GoGui's rules commands on 4x4 Capture-1.
1 gogui-rules_game_id
#? [capture-1]
2 gogui-rules_side_to_move
#? [black]
3 gogui-rules_legal_moves
#? [A1 B1 C1 D1 A2 B2 C2 D2 A3 B3 C3 D3 A4 B4 C4 D4]
4 gogui-rules_final_result
#? [unknown]
# No passing in Capture Go.
5 play b pass
#! [illegal move: no-pass]
play b b2
play w c2
play b c3
play w b3
play b a3
6 goproof-why_illegal a3
#? [A3 is illegal: occupied]
7 gogui-rules_board
#? [\.\.\.\. / XOX\. / \.XO\. / \.\.\.\.]
# White's b3 has one liberty, b4, and no White move captures: every move but
# b4 lets Black capture at once, so b4 is the longest resistance.
8 genmove w
#? [B4]
9 gogui-rules_captured_count
#? [0 0]
# A capture in the corner: White's a1 has one liberty, a2, after Black's b1.
10 clear_board
#? []
play b b1
play w a1
play b d4
play w c3
# Black's fastest win takes a1 at once.
11 genmove b
#? [A2]
12 gogui-rules_final_result
#? [black]
# Black stones captured (by White), then White stones captured (by Black).
13 gogui-rules_captured_count
#? [0 1]
14 gogui-rules_legal_moves
#? []
15 genmove w
#! [game over]
16 play w d1
#! [illegal move: game over]
17 final_score
#? [B\+]
18 showboard
#? [capture-1 4x4, move 5 / .* 4 \. \. \. X 4 / .* 2 X \. \. \. 2 / .* game over: B\+; prisoners taken: Black 1, White 0]
# undo takes the capture back.
19 undo
#? []
20 gogui-rules_final_result
#? [unknown]
21 gogui-rules_side_to_move
#? [black]
# Suicide: Black's a1 inside White's a2 and b1, which have liberties left.
22 clear_board
#? []
play b d4
play w a2
play b d3
play w b1
23 goproof-why_illegal a1
#? [A1 is illegal: suicide]
24 play b a1
#! [illegal move: suicide]
# For White the same point is legal: it joins a2 and b1.
play b c4
25 goproof-why_illegal a1
#? [A1 is legal]
