#> --rules go --size 9x9 --threads 1 --tt-mb 16 --time-limit 5
# loadsgf: the rules (RU), the size (SZ), setup stones (AB, AW), the player
# to move (PL) and the main line of moves, up to a move number.
1 loadsgf game.sgf
#? []
2 gogui-rules_game_id
#? [capture-1]
3 gogui-rules_board_size
#? [5]
# SGF counts rows from the top: the setup stones aa and ee are a5 and e1;
# the moves cc cd dd bc are c3 c2 d2 b3, and the main line goes on with dc be
# (d3 b1), not with the second variation's bb.
4 gogui-rules_board
#? [X\.\.\.\. / \.\.\.\.\. / \.OXX\. / \.\.OX\. / \.O\.\.O]
5 gogui-rules_side_to_move
#? [black]
# Up to move 3: the two moves before it.
6 loadsgf game.sgf 3
#? []
7 gogui-rules_board
#? [X\.\.\.\. / \.\.\.\.\. / \.\.X\.\. / \.\.O\.\. / \.\.\.\.O]
8 gogui-rules_side_to_move
#? [black]
9 loadsgf no-such-file.sgf
#! [cannot load file: .*no-such-file.sgf.*]
# A refused file leaves the game as it was.
10 gogui-rules_board_size
#? [5]
# A property may be repeated in a node (AB[aa]AB[ba], as goproblems.com
# writes setup stones): every one counts. Then Black's c3 is played.
11 loadsgf repeated.sgf
#? []
12 gogui-rules_board
#? [XXX / \.O\. / \.OO]
# Old SGF (FF[1] to FF[3]) numbers the players: PL[2] is White to move,
# read with a notice on stderr instead of refusing the file.
13 loadsgf old-player-number.sgf
#? []
14 gogui-rules_side_to_move
#? [white]
