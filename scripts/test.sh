#!/usr/bin/env bash
# Every test, fastest first. Run through `./x test`, which sets up the tools first.
#
# `./x test` runs the soak, the link fuzzing and the junk-per-parameter test in their short forms
# (what CI runs); `./x test --long` runs them in full: 40,000 soak events instead of 5,000, 1,000
# random links per widget instead of 200, and every junk value in every parameter on its own
# instead of in all of a widget's parameters at once. SOAK_EVENTS and FUZZ_LINKS still override.
# E2E_JOBS sets how many end-to-end files run at once (3: most of their time is spent waiting on
# the browser, so on two cores three keep both busy).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source scripts/setup.sh
# setup_all already ran in ./x; here only the environment it leaves is re-derived (cheap checks).
ensure_wasm_target

LONG=""
for arg in "$@"; do
  case "$arg" in
    --long) LONG=1 ;;
    *) echo "./x test: unknown option $arg (the only one is --long)" >&2; exit 2 ;;
  esac
done
if [ -n "$LONG" ]; then
  export SOAK_EVENTS="${SOAK_EVENTS:-40000}" FUZZ_LINKS="${FUZZ_LINKS:-1000}" JUNK_EACH=1
else
  export SOAK_EVENTS="${SOAK_EVENTS:-5000}" FUZZ_LINKS="${FUZZ_LINKS:-200}"
fi

# Each step says its name as it starts; the run ends with the seconds each took.
TIMES=""
STEP_NAME=""
STEP_START=$SECONDS
RUN_START=$SECONDS
finish_step() {
  [ -n "$STEP_NAME" ] && TIMES+="$(printf '%5d s  %s' $((SECONDS - STEP_START)) "$STEP_NAME")"$'\n'
  return 0
}
step() {
  finish_step
  STEP_NAME="$*"
  STEP_START=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
report() {
  local rc=$?
  finish_step
  printf '\n\033[1m== seconds per step%s\033[0m\n%s%5d s  in all\n' "${LONG:+ (--long)}" "$TIMES" $((SECONDS - RUN_START))
  [ "$rc" = 0 ] || printf '\033[1;31mFAILED in: %s\033[0m\n' "$STEP_NAME"
}
trap report EXIT

step "format"
cargo fmt --all --check
# `cargo fmt` follows `mod` items, and the widgets' models and views are declared by a macro from
# the catalogue (`for_each_widget!`), which it does not expand: every file is named here instead.
find components src worker -name '*.rs' -not -path '*/target/*' -print0 | xargs -0 rustfmt --edition 2024 --check

step "lint (clippy, warnings are errors)"
cargo clippy --workspace --all-targets --locked -- -D warnings
cargo clippy -p components --no-default-features --all-targets --locked -- -D warnings

step "kernel tests (native)"
cargo test -p components --no-default-features --locked

step "training runs (native, the fast profile: 300-step runs take seconds there)"
# Only the ignored tests: the others in these files ran in the step before. Built for this
# machine's processor: wider vectors, the same bits (the compiler neither reorders nor fuses a
# floating-point operation unasked, and the runs and figures these tests pin hold it to that); the
# everyday translator's BLEU, most of this step, took 52 s instead of 72 on the 2-core EPYC.
RUSTFLAGS="${RUSTFLAGS:-} -C target-cpu=native" \
  cargo test --profile fast -p components --no-default-features --locked --test training --test translator --test robot --test everyday -- --ignored

step "component tests (wasm-bindgen-test in headless Chromium)"
webdriver_json="$(mktemp)"
cat > "$webdriver_json" <<'JSON'
{ "goog:chromeOptions": { "binary": "/usr/bin/chromium",
  "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
           "--disable-background-networking", "--disable-component-update", "--disable-sync",
           "--no-first-run"] } }
JSON
CHROMEDRIVER=/usr/bin/chromedriver WASM_BINDGEN_TEST_WEBDRIVER_JSON="$webdriver_json" \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  wasm_run cargo test -p components --target wasm32-unknown-unknown --test browser --locked
rm -f "$webdriver_json"

step "release build (trunk build --release)"
# Trunk runs wasm-bindgen and wasm-opt over all four bundles on every build, about 20 s even when
# cargo has nothing to rebuild. So a stamp keeps what dist/ was built from: every file git sees
# (tracked, or new and not ignored) and the tools' versions, with a digest of dist/ itself (`./x
# serve` writes a debug build there). Only when both match, in a git work tree, is the build
# skipped.
STAMP=target/dist-built-from
build_inputs() {
  { git ls-files -co --exclude-standard -z | sort -z | xargs -0r sha256sum 2>&1 || true
    { wasm_run rustc -vV; trunk --version; wasm-bindgen --version; wasm-opt --version; } 2>&1
  } | sha256sum | cut -d' ' -f1
}
dist_digest() {
  { (cd dist && find . -type f -print0 | sort -z | xargs -0r sha256sum) 2>&1 || true; } | sha256sum | cut -d' ' -f1
}
inputs=""
git rev-parse --is-inside-work-tree >/dev/null 2>&1 && inputs="$(build_inputs)"
if [ -n "$inputs" ] && [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$inputs $(dist_digest)" ]; then
  echo "dist/ is already the release build of this source ($STAMP): not built again"
else
  rm -f "$STAMP"
  wasm_run trunk build --release --offline
  if [ -n "$inputs" ]; then echo "$inputs $(dist_digest)" > "$STAMP"; fi
fi

step "end-to-end tests (Playwright, Debian Chromium, dist/ on 127.0.0.1)"
# --test-force-exit: a file whose test failed with a server or browser still open ends anyway
# (without it, one failed test left its file's process waiting forever and CI ran out of time);
# --test-timeout: a test that hangs fails by name after 10 minutes (an hour with --long, whose
# fuzzing and junk run five times as long) instead of holding the run.
node --test --test-concurrency="${E2E_JOBS:-3}" --test-force-exit \
  --test-timeout="$([ -n "$LONG" ] && echo 3600000 || echo 600000)" tests/e2e/
