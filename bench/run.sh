#!/usr/bin/env bash
# Prints the benchmark figures; method in bench/README.md. Called by ./build.sh bench
# (after a build, so dist/ is current). Extra arguments go to bench/bench.js:
#   bash bench/run.sh --quick          fewer rounds, for a quick look
#   bash bench/run.sh --smoke          every section once through, one round (the tests' check)
#   bash bench/run.sh --only=1,3       some sections only (1-8)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

[ -f dist/attention-core.js ] || { echo "bench/run.sh: dist/attention-core.js is missing: run ./build.sh first" >&2; exit 1; }
[ -d node_modules/@tensorflow/tfjs-backend-wasm ] || { echo "bench/run.sh: npm packages are missing: run npm ci" >&2; exit 1; }

# Only sections 1 and 7 run the native benchmark, section 8 the native trainer
# (tools/model/live_run): --only without them skips their builds.
targets=(bench_native live_run)
for arg in "$@"; do
  case "$arg" in --only=*)
    targets=()
    [[ ",${arg#--only=}," == *,1,* || ",${arg#--only=}," == *,7,* ]] && targets+=(bench_native)
    [[ ",${arg#--only=}," == *,8,* ]] && targets+=(live_run) ;;
  esac
done
if [ "${#targets[@]}" -gt 0 ]; then
  echo "== native release build of the benchmark (g++ -O3, no sanitizers): ${targets[*]}"
  cmake -S . -B build/bench -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build/bench --target "${targets[@]}" -j "$(nproc)" >/dev/null
fi

echo "== machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')," \
  "node $(node --version), $(date -u +%Y-%m-%d), load average $(cut -d' ' -f1-3 /proc/loadavg)"

# Every process keeps the memory it frees (bench_native does the same with
# mallopt): the N × N results are 8 MB each at 1,024 tokens, and on a VM a
# fresh page costs a page fault of several microseconds.
export GLIBC_TUNABLES=glibc.malloc.mmap_threshold=33554432:glibc.malloc.trim_threshold=4294967296
exec node --expose-gc bench/bench.js "$@"
