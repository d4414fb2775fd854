#!/usr/bin/env bash
# Prints the benchmark figures; method in bench/README.md. Called by ./build.sh bench.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

echo "== native release build of the benchmark (g++ -O3, no sanitizers)"
cmake -S . -B build/bench -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/bench --target bench_native -j "$(nproc)" >/dev/null

echo "== machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), node $(node --version)"

echo "== payload: dist/attention-core.js (wasm inlined)"
raw=$(wc -c < dist/attention-core.js)
gz=$(gzip -9 -c dist/attention-core.js | wc -c)
echo "raw ${raw} bytes, gzip -9 ${gz} bytes"

echo "== attendAll, causal, scale 1/sqrt(d): milliseconds per call (best and median of 20)"
for size in "256 16 4" "64 64 4" "256 64 4" "1024 64 4"; do
  set -- $size
  native=$(./build/bench/bench_native "$1" "$2" "$3" 20)
  wasm=$(node bench/bench-wasm.js "$1" "$2" "$3" 20)
  echo "N=$1 d=$2 heads=$3"
  echo "  native: $native"
  echo "  wasm (Node): $wasm"
done
