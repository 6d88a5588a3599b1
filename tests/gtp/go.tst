#> --rules go --size 3x3 --threads 1 --tt-mb 32 --time-limit 30
# Plain Go, area scoring: 3x3 is B+9 with komi 0 (van der Werf et al.), and
# only the middle keeps it (docs/values.md).
1 komi 0
#? []
2 gogui-rules_game_id
#? [go]
3 genmove b
#? [B2]
# Every White answer still loses the whole board.
play w a1
4 goproof-solve
#? [Black to play: win, B\+9; best moves: .*]
5 final_score
#? [B\+9]
# Two passes end the game; the score is then counted, not searched.
6 clear_board
#? []
play b b2
play w pass
play b pass
7 gogui-rules_final_result
#? [black]
8 final_score
#? [B\+9]
9 undo
#? []
10 gogui-rules_legal_moves
#? [A1 B1 C1 A2 C2 A3 B3 C3 pass]
# Komi moves the score: with 9.5 White wins by half a point.
11 komi 9.5
#? []
play b pass
12 final_score
#? [W\+0\.5]
13 gogui-rules_final_result
#? [white]
