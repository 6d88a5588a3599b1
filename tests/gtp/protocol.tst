#> --rules capture-1 --size 5x5 --threads 1 --tt-mb 16 --time-limit 5
# The protocol itself: ids, comments, empty lines, errors (GTP 2, sections 2.2-2.6).
1 protocol_version
#? [2]
2 name
#? [goproof]
3 version
#? [[0-9]+\.[0-9]+]

	# a tab and a comment alone make no command
4 known_command genmove
#? [true]
5 known_command gogui-rules_legal_moves
#? [true]
6 known_command frobnicate
#? [false]
7 frobnicate
#! [unknown command]
8 list_commands
#? [protocol_version / name / version / known_command / list_commands / quit / boardsize / .* / goproof-rules / gogui-rules_game_id .*]
# Sizes: squares, rectangles by an extension, and refusals.
9 boardsize 7
#? []
10 gogui-rules_board_size
#? [7]
11 boardsize 4 3
#? []
12 gogui-rules_board_size
#? [4 3]
13 rectangular_boardsize 3 5
#? []
14 gogui-rules_board
#? [\.\.\. / \.\.\. / \.\.\. / \.\.\. / \.\.\.]
15 boardsize 20
#! [unacceptable size]
16 boardsize 0
#! [unacceptable size]
16 boardsize 99999999999999999999
#! [unacceptable size]
17 boardsize seven
#! [syntax error.*]
# The size refused is not taken: still 3x5.
18 gogui-rules_board_size
#? [3 5]
# Colours and moves, well and badly formed.
19 play black b2
#? []
20 play purple c3
#! [invalid color or coordinate]
21 play w zz
#! [invalid color or coordinate]
22 play w z9
#! [illegal move: off-board]
23 play w i3
#! [invalid color or coordinate]
24 play w a0
#! [invalid color or coordinate]
25 play W B2
#! [illegal move: occupied]
26 undo
#? []
27 undo
#! [cannot undo]
# Moves out of turn (setup stones, as Sabaki sends them): the position so far
# becomes the start, with that player to move; undo goes back past it.
play b b2
30 play b c3
#? []
31 gogui-rules_board
#? [\.\.\. / \.\.\. / \.\.X / \.X\. / \.\.\.]
32 gogui-rules_side_to_move
#? [white]
33 showboard
#? [capture-1 3x5, move 2 / .*]
# Black again: the out-of-turn stone must still be legal for Black.
34 play b b2
#! [illegal move: occupied]
35 undo
#? []
36 gogui-rules_board
#? [\.\.\. / \.\.\. / \.\.\. / \.X\. / \.\.\.]
37 gogui-rules_side_to_move
#? [white]
38 undo
#? []
39 undo
#! [cannot undo]
28 komi 6.5
#? []
29 time_settings 300 30 5
#? []
30 time_left b 120 0
#? []
31 time_left b soon 0
#! [syntax error.*]
32 quit
#? []
