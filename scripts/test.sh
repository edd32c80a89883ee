#!/usr/bin/env bash
# Every test, fastest first. Run through `./x test`, which sets up the tools first.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source scripts/setup.sh
# setup_all already ran in ./x; here only the environment it leaves is re-derived (cheap checks).
ensure_wasm_target

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "format"
cargo fmt --all --check

step "lint (clippy, warnings are errors)"
cargo clippy --workspace --all-targets --locked -- -D warnings
cargo clippy -p components --no-default-features --all-targets --locked -- -D warnings

step "kernel tests (native)"
cargo test -p components --no-default-features --locked

step "training runs (native, release mode: 300-step runs take seconds there)"
cargo test --release -p components --no-default-features --locked --test training -- --include-ignored

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
wasm_run trunk build --release --offline

step "end-to-end tests (Playwright, Debian Chromium, dist/ on 127.0.0.1)"
node --test --test-concurrency=1 tests/e2e/
