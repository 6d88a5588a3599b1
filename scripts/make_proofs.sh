#!/usr/bin/env bash
# Makes and checks the proofs of docs/values.md's values (docs/proof-format.md).
#
#   scripts/make_proofs.sh [MANIFEST [DIR]]
#
# MANIFEST (default proofs/manifest.txt) lists one value a line:
#   RULES SIZE VALUE [root]
# where VALUE is docs/values.md's: B or W (who wins), draw, or in scored games
# Black's margin (+9, 0, -2.5). For each line the script runs
#   goproof solve --rules RULES --size SIZE --all-moves --proof DIR/RULES-SIZE.proof
# (so every first move's value is proven too; with `root`, the root's value
# alone, without --all-moves), then checks the file with the stand-alone
# goproof-check, and fails unless the check is valid and proves VALUE
# ("Black wins"; for a margin, "at least" and "at most" it). DIR defaults to
# the manifest's folder. One line of figures a proof goes to stdout: nodes,
# bytes, bytes a node, and seconds for the whole solve --proof run, for
# writing the proof alone, and for the check. TT_MB sets --tt-mb (1024);
# SOLVE_FLAGS adds flags to every solve ('--threads 2 --score-guess 20').
# Lines starting '#' are comments. Needs build/goproof and build/goproof-check.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
manifest=${1:-$root/proofs/manifest.txt}
dir=${2:-$(dirname "$manifest")}
goproof=${GOPROOF:-$root/build/goproof}
checker=${GOPROOF_CHECK:-$root/build/goproof-check}
mkdir -p "$dir"
status=0
printf '%-22s %-6s %12s %12s %8s %9s %9s %9s\n' rules board nodes bytes "B/node" "make s" "proof s" "check s"
while read -r rules size value scope; do
  [[ -z "$rules" || "$rules" == \#* ]] && continue
  file="$dir/$rules-$size.proof"
  start=$EPOCHREALTIME
  moves=--all-moves
  [ "${scope:-}" = root ] && moves=
  "$goproof" solve --rules "$rules" --size "$size" $moves --proof "$file" --json --tt-mb "${TT_MB:-1024}" ${SOLVE_FLAGS:-} \
    > "$dir/.solve.json" 2> >(grep -v '^goproof solve: \(writing\|proof written\)' >&2) || { echo "FAILED to solve: $rules $size" >&2; status=1; continue; }
  made=$(python3 -c "print($EPOCHREALTIME - $start)")
  start=$EPOCHREALTIME
  if ! "$checker" --json "$file" > "$dir/.check.json"; then
    echo "INVALID: $file: $(cat "$dir/.check.json")" >&2; status=1; continue
  fi
  checked=$(python3 -c "print($EPOCHREALTIME - $start)")
  if ! python3 - "$dir/.check.json" "$value" <<'PY'
import json, sys
proven = json.load(open(sys.argv[1]))["proven"]
v = sys.argv[2]
need = {"B": ["Black wins"], "W": ["White wins"], "draw": ["Black does not lose", "White does not lose"]}.get(
    v, ["Black's margin is at least " + v, "Black's margin is at most " + v])
missing = [s for s in need if s not in proven]
if missing:
    print("does not prove: " + "; ".join(missing), file=sys.stderr)
sys.exit(1 if missing else 0)
PY
  then
    echo "WRONG VALUE: $file does not prove $value" >&2; status=1; continue
  fi
  python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); p=json.load(open(sys.argv[6]))["proof"]
print("%-22s %-6s %12d %12d %8.2f %9.2f %9.2f %9.2f" % (sys.argv[2], sys.argv[3], d["nodes"], d["file_bytes"], d["bytes_per_node"], float(sys.argv[4]), p["seconds"], float(sys.argv[5])))' \
    "$dir/.check.json" "$rules" "$size" "$made" "$checked" "$dir/.solve.json"
done < "$manifest"
rm -f "$dir/.solve.json" "$dir/.check.json"
exit $status
