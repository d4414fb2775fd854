#!/usr/bin/env bash
# One entry point for every job:
#   ./build.sh [build]   native core + tests, the three wasm modules, and the page into dist/
#   ./build.sh dist      only dist/ again, from the wasm already built in build/wasm and web/ as it is
#                        (after a change to web/ alone: seconds instead of the whole build)
#   ./build.sh wheel     build, then the notebook package's wheel into dist/python/ (python/README.md)
#   ./build.sh test      build, then run every test (doctest via ctest, node, browser, engines, notebook)
#   ./build.sh serve     build, then serve dist/ on http://localhost:${PORT:-8000}
#   ./build.sh bench     build, then print the benchmark figures (bench/README.md)
#   ./build.sh model [en|es|ar]  per language, write the storybook, train the tiny language model
#                        (one seed per core), measure its heads and write models/storybook-<lang>.apm
#                        (models/README.md; about 10 minutes a language; the ordinary build never
#                        trains); ./build.sh model ar --remeasure models/storybook-ar.apm measures a
#                        committed file again (its gates, figures, baselines) without training
#   ./build.sh fuzz [s]  run each fuzzer (two libFuzzer, the scenario validator, the steps in Chromium) for s seconds (default 60)
#   ./build.sh hosts [name ...]  build, then build a site of each host of docs/hosts.md from the
#                        packed tarball and check it in Chromium (tools/hosts/run.js; not part of test)
#   ./build.sh package scorm2004|scorm12|cmi5|h5p [--steps softmax] [--lang es] [--scenarios magnitude,sink]
#                        [--title "…"] [--out dir]  dist/ again, then a package an LMS imports as it is, of that
#                        lesson, into dist/packages/ (tools/package/README.md; README: "Packages for an LMS")
#   ./build.sh listen [--engines chromium,firefox] [--steps softmax,heads] [--lang es]  build, then hear every
#                        step through a real screen reader, Orca, in Chromium and Firefox ESR (--lang: a
#                        widget in that language, checked in its words; or per step, softmax:lang=ar);
#                        transcripts to build/listen/ (tests/listen/run.js; two steps are part of test)
# Run as root on a fresh Debian 12 machine, it installs what it lacks first.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"

# Emscripten 3.1.6 needs Debian's acorn at -O1 and above; Node does not look there.
export NODE_PATH=/usr/share/nodejs

debian_packages=(cmake g++ emscripten xtensor-dev xtl-dev doctest-dev zopfli)
# The browsers the tests drive: Chromium (tests/browser/ and tests/engines/),
# Firefox ESR and WebKitGTK's driver with an X server for it (tests/engines/).
browser_packages=(chromium firefox-esr webkit2gtk-driver xvfb)
# The notebook package: its wheel (python3-build, setuptools, wheel), and its test
# (a fresh venv, Debian's Jupyter: nbconvert executes a notebook with ipykernel).
wheel_packages=(python3-build python3-setuptools python3-wheel)
notebook_packages=(python3-venv jupyter-nbconvert python3-ipykernel)
# The hosts of docs/hosts.md that come from Debian (./build.sh hosts; the npm ones are pinned in tools/hosts/;
# the Jupyter host uses the notebook packages and the wheel).
hosts_packages=(pandoc python3-sphinx mkdocs mkdocs-material)
# A real screen reader (tests/listen/): Orca, on an X server with a D-Bus session and the
# accessibility bus, keys from xdotool. Without recommended packages (no speech synthesizer:
# Orca's speech is written to a transcript).
listen_packages=(orca xdotool xvfb xauth dbus at-spi2-core libatk-adaptor)

say() { printf '\n== %s\n' "$*"; }
die() { printf 'build.sh: %s\n' "$*" >&2; exit 1; }
# The languages with a storybook and a model (models/languages.txt, the one list).
model_languages() { grep -E '^[a-z]+$' models/languages.txt; }

# ensure_debian_packages [--no-install-recommends] package...
ensure_debian_packages() {
  local missing=() package recommends=()
  if [ "${1:-}" = --no-install-recommends ]; then recommends=(--no-install-recommends); shift; fi
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' ||
      missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    die "missing Debian packages: ${missing[*]}. Install them with: sudo apt-get update && sudo apt-get install -y ${missing[*]}"
  fi
  say "installing Debian packages: ${missing[*]}"
  apt-get update
  # Recommended packages stay on: Chromium's fonts come as recommendations.
  DEBIAN_FRONTEND=noninteractive apt-get install -y "${recommends[@]}" "${missing[@]}"
}

ensure_npm_packages() {
  command -v node >/dev/null && command -v npm >/dev/null || die "Node.js 20 and npm are needed (this machine image ships them): install Node.js 20 from your usual source"
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "installing npm packages (npm ci)"
    npm ci --no-audit --no-fund
  fi
}

build_native() {
  say "native build (core + doctest tests, with ASan and UBSan)"
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Debug -DATTENTION_SANITIZE=ON >/dev/null
  cmake --build build/native -j "$(nproc)"
}

build_wasm() {
  say "wasm build (dist/attention-core.js, dist/attention-training.js, dist/attention-model.js)"
  emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build/wasm -j "$(nproc)"
}

assemble_dist() {
  say "assembling dist/"
  rm -rf dist
  mkdir -p dist
  # Each wasm module in four forms: the browser build as a classic script (.js)
  # and an ES module (.mjs), the Node build for require() (.cjs) and import
  # (.node.mjs); tools/make-esm.js says why the ES modules are wrappers.
  local name factory
  for name in attention-core:createAttentionCore attention-training:createAttentionTraining attention-model:createAttentionModel; do
    factory=${name#*:}
    name=${name%%:*}
    cp "build/wasm/$name-web.js" "dist/$name.js"
    cp "build/wasm/$name-node.js" "dist/$name.cjs"
    cp "bindings/$name.d.ts" dist/
    node tools/make-esm.js "dist/$name.js" "dist/$name.mjs" "$factory" "dist/$name.d.ts" "dist/$name.d.mts"
    node tools/make-esm.js "dist/$name.cjs" "dist/$name.node.mjs" "$factory"
    node tools/no-amd.js "dist/$name.js" "$factory"  # after make-esm, which shadows define itself
  done
  # The training module of one language each (its storybook alone), as the classic widget loads it:
  # attention-training-<language>.js, a browser classic script (CMakeLists.txt says why).
  # The trained model the same way: attention-model-<language>.js, that language's weights inside.
  for language in $(model_languages); do
    cp "build/wasm/attention-training-$language-web.js" "dist/attention-training-$language.js"
    node tools/no-amd.js "dist/attention-training-$language.js" createAttentionTraining
    cp "build/wasm/attention-model-$language-web.js" "dist/attention-model-$language.js"
    node tools/no-amd.js "dist/attention-model-$language.js" createAttentionModel
  done
  # The widget: web/js bundled by esbuild into the classic file and the ES modules,
  # and its Custom Elements Manifest (custom-elements-manifest.config.mjs says how).
  node tools/build-web.js dist
  node node_modules/@custom-elements-manifest/analyzer/cem.js analyze --quiet --config custom-elements-manifest.config.mjs
  # The static pages and their own small files (their stylesheets: minified by tools/build-web.js).
  cp web/index.html web/explore.html web/embed.html web/embed.js web/author.html web/favicon.svg \
     web/attention-playground.d.ts web/attention-playground.d.mts web/attention-playground-types.d.ts \
     web/attention-playground-vue.d.ts dist/
  cp -R web/examples dist/
}

# The wheel of python/ with the widget's built files inside (tools/stage-wheel.js
# stages a copy in build/python; Debian's python3 builds it, offline).
build_wheel() {
  ensure_debian_packages "${wheel_packages[@]}"
  say "notebook package (dist/python/*.whl)"
  rm -rf dist/python
  node tools/stage-wheel.js dist build/python
  /usr/bin/python3 -m build --no-isolation --wheel --outdir dist/python build/python >build/python-wheel.log 2>&1 ||
    { cat build/python-wheel.log; die "the wheel did not build"; }
  ls dist/python/*.whl
}

build_all() {
  ensure_debian_packages "${debian_packages[@]}"
  ensure_npm_packages  # esbuild bundles the wasm modules' JavaScript API and the widget; terser minifies it
  build_native
  build_wasm
  assemble_dist
}

run_tests() {
  ensure_debian_packages "${browser_packages[@]}" "${notebook_packages[@]}"
  ensure_debian_packages --no-install-recommends "${listen_packages[@]}"
  ensure_npm_packages
  say "C++ core tests (doctest, run by ctest)"
  ./build/native/core_tests --no-intro=true
  ctest --test-dir build/native --output-on-failure
  say "wasm module tests (node --test)"
  node --test tests/node/
  say "browser tests (playwright-core + Debian's Chromium)"
  node --test --test-concurrency=1 tests/browser/
  say "engine tests: the steps in Chromium, Firefox ESR (puppeteer-core, WebDriver BiDi) and WebKitGTK (selenium-webdriver, Xvfb)"
  node --test --test-concurrency=1 tests/engines/
  say "a real screen reader: Orca hears softmax and heads in Chromium (tests/listen/; every step: ./build.sh listen)"
  node --test --test-concurrency=1 tests/listen/
  say "notebook test: the wheel in a fresh venv, a notebook run by nbconvert, its HTML in Chromium"
  node --test --test-concurrency=1 tests/notebook/
}

# Each host of docs/hosts.md built from the packed tarball and checked in Chromium.
# As root the Debian hosts are installed first; otherwise a missing one is skipped, saying so.
run_hosts() {
  ensure_debian_packages chromium
  if [ "$(id -u)" -eq 0 ]; then ensure_debian_packages "${hosts_packages[@]}" "${notebook_packages[@]}"; fi
  ensure_npm_packages
  # The Jupyter host's wheel, where it can be built (else that host says it is missing).
  if [ "$(id -u)" -eq 0 ] || dpkg-query -W -f='${Status}\n' "${wheel_packages[@]}" 2>/dev/null | grep -c 'install ok installed' | grep -qx "${#wheel_packages[@]}"; then
    build_wheel
  fi
  say "hosts: each recipe of docs/hosts.md built from the packed tarball, checked in Chromium"
  node tools/hosts/run.js "$@"
}

# The trained models' weights: a Release build of the trainer (the model's maths
# is C++ in cpp/model/), then a run per language that writes the file the page
# reads. `./build.sh model es` trains one language; options after it go to the
# trainer (--seeds 1,2 --steps 5000 --width 32 ...).
run_model() {
  ensure_debian_packages cmake g++ xtensor-dev xtl-dev
  local languages=($(model_languages))
  if [ $# -gt 0 ] && [[ "$1" != --* ]]; then languages=("$1"); shift; fi
  cmake -S . -B build/model -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build/model -j "$(nproc)" --target train_model
  for language in "${languages[@]}"; do
    say "the tiny language model ($language): storybook, training, head gates (models/README.md)"
    if [[ " $* " == *" --remeasure "* ]]; then
      ./build/model/train_model --language "$language" "$@"
    else
      ./build/model/train_model --language "$language" --out "models/storybook-$language.apm" "$@"
    fi
  done
}

# Every step heard through Orca in each engine; transcripts and summary.json in build/listen/.
run_listen() {
  ensure_debian_packages chromium firefox-esr
  ensure_debian_packages --no-install-recommends "${listen_packages[@]}"
  ensure_npm_packages
  say "a real screen reader: Orca reads every step in Chromium and Firefox ESR (transcripts in build/listen/)"
  node tests/listen/run.js "$@"
}

run_fuzzers() {
  local seconds="${1:-60}" target
  ensure_debian_packages clang libclang-rt-14-dev
  say "fuzz build (clang, libFuzzer, ASan, UBSan)"
  CXX=clang++ cmake -S . -B build/fuzz -DCMAKE_BUILD_TYPE=Debug -DATTENTION_SANITIZE=ON -DATTENTION_FUZZ=ON >/dev/null
  cmake --build build/fuzz --target fuzz_tokenize fuzz_attend -j "$(nproc)"
  for target in tokenize attend; do
    say "fuzzing $target for ${seconds}s (new inputs go to build/fuzz/corpus-$target; crashers to tests/fuzz/regressions/$target)"
    mkdir -p "build/fuzz/corpus-$target" "tests/fuzz/regressions/$target"
    ./build/fuzz/fuzz_$target -max_total_time="$seconds" -print_final_stats=1 \
      -artifact_prefix="tests/fuzz/regressions/$target/" \
      "build/fuzz/corpus-$target" "tests/fuzz/corpus/$target"
  done
  say "fuzzing the scenario validator (JavaScript) for ${seconds}s"
  [ -f dist/attention-core.js ] || build_all
  node tests/fuzz/fuzz-scenario.js "$seconds"
  say "fuzzing the steps in Chromium for ${seconds}s: every step in English, Spanish and Arabic and on the phone (a failure says how to replay it)"
  ensure_debian_packages chromium
  ensure_npm_packages
  node tests/fuzz/fuzz-steps.js "$seconds"
}

case "${1:-build}" in
  build) build_all ;;
  dist) [ -f build/wasm/attention-core-web.js ] || die "no wasm built yet in build/wasm: run ./build.sh build first"
        ensure_npm_packages; assemble_dist ;;
  wheel) build_all; build_wheel ;;
  test) build_all; build_wheel; run_tests ;;
  serve) build_all; exec node tools/serve.js dist "${PORT:-8000}" ;;
  bench) build_all; ensure_npm_packages; exec bash bench/run.sh ;;
  fuzz) run_fuzzers "${2:-60}" ;;
  model) run_model "${@:2}" ;;
  hosts) build_all; run_hosts "${@:2}" ;;
  listen) build_all; run_listen "${@:2}" ;;
  package) ensure_npm_packages
           if [ -f build/wasm/attention-core-web.js ]; then assemble_dist; else build_all; fi
           say "package: ${*:2}"
           node tools/package/package.js "${@:2}" ;;
  *) die "unknown verb '$1': use build, dist, wheel, test, serve, bench, model, fuzz, hosts, listen or package" ;;
esac
