#> --rules capture-1 --size 3x3 --threads 1 --tt-mb 16 --time-limit 20
# The analysis commands on 3x3 Capture-1 from the empty board. The values are
# those of `goproof solve --rules capture-1 --size 3x3 --all-moves` (README):
# a1=W b1=B c1=W a2=B b2=B c2=B a3=W b3=B c3=W, so Black wins with the
# points next to the middle and the middle, and loses with the corners.
1 gogui-analyze_commands
#? [gfx/Move values/goproof-move_values / string/Why illegal\?/goproof-why_illegal %p / gfx/Solver line/goproof-solver_line / string/Solve/goproof-solve / string/Attack string/attack %p / string/Defend string/defend %p / string/Kill group/owl_attack %p / string/Make group live/owl_defend %p / string/Group status/goproof-goal_status %p]
2 goproof-move_values
#? [COLOR #00c000 B1 A2 B2 C2 B3 / COLOR #e00000 A1 C1 A3 C3 / LABEL A1 L B1 W C1 L A2 W B2 W C2 W A3 L B3 W C3 L / TEXT Black to play: win]
3 goproof-solve
#? [Black to play: win; best moves: B1 A2 B2 C2 B3; line( [A-C][1-3])+]
# The line is a VAR of alternating colours, starting with a winning move.
4 goproof-solver_line
#? [VAR b (B1|A2|B2|C2|B3)( [wb] [A-C][1-3])+ / TEXT solved: the fastest win \(Black wins\)]
5 goproof-why_illegal pass
#? [pass is illegal: no-pass]
