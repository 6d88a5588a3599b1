#!/usr/bin/env bash
# Builds the parallel search's tests with ThreadSanitizer (GOPROOF_TSAN) in
# build-tsan/ and runs them: parallel df-pn on 1, 2 and 4 threads, the
# growing shared table, the table's own concurrency test, the job-level
# search's workers on two threads (a job's node budget stops the helper), and
# alpha-beta's checkpoints on two threads (each save parks the helpers; the
# one-thread cases start no thread, so they are left to the plain suite). It
# builds only the solver library and these tests (tests/CMakeLists.txt's
# GOPROOF_SOLVER_ONLY_TESTS). Any data race fails the run (halt_on_error).
# Usage: scripts/tsan.sh [build-dir]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$root/build-tsan}
cmake -S "$root" -B "$build" -DGOPROOF_TSAN=ON -DGOPROOF_BUILD_BENCH=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" -j"$(nproc)" --target parallel_search_test transposition_table_test job_level_pns_test \
  alphabeta_checkpoint_test
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"
"$build/tests/transposition_table_test" --gtest_brief=1
"$build/tests/parallel_search_test" --gtest_brief=1
"$build/tests/job_level_pns_test" --gtest_brief=1
"$build/tests/alphabeta_checkpoint_test" --gtest_brief=1 --gtest_filter='*2threads'
echo "ThreadSanitizer: no data race in the parallel search tests"
