#> --rules go --size 5x5 --threads 1 --tt-mb 16 --time-limit 5
# final_score and final_status_list after a finished game (dead-stone.sgf).
1 loadsgf dead-stone.sgf
#? []
2 gogui-rules_board
#? [X\.XO\. / XXXOO / \.OXO\. / XXXOO / X\.XO\.]
3 gogui-rules_final_result
#? [black]
# final_score counts every stone on the board, as goproof's rules do: Black
# 11 stones and b5, b1 (a3 touches White's b3: nobody's), White 8 stones and
# e5, e3, e1: 13 - 11 = 2, less komi 0.5.
4 final_score
#? [B\+1\.5]
# White's b3 lies in Black's Benson-safe region {a3, b3}: dead.
5 final_status_list dead
#? [B3]
# Every other string is alive (one a line).
6 final_status_list alive
#? [[A-E][1-5]( [A-E][1-5])* / [A-E][1-5]( [A-E][1-5])*]
7 final_status_list seki
#? []
8 final_status_list sleeping
#! [syntax error: final_status_list alive, dead or seki]
9 known_command final_status_list
#? [true]
# Nothing is dead in a game that removes no stone at the end: Capture Go.
10 goproof-rules capture-1
#? []
11 final_status_list dead
#? []
