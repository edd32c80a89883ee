# Sourced by ./x: installs what the project needs, only what is missing, at pinned versions.
# See ../shared/TOOLCHAIN.md for why each pin and each fallback is what it is.

TRUNK_VERSION="0.21.14"
: "${CARGO_TARGET_DIR:=$ROOT/target}"
export CARGO_TARGET_DIR
export PATH="$HOME/.cargo/bin:$ROOT/node_modules/.bin:$PATH"

say() { printf '\033[1m[setup]\033[0m %s\n' "$*" >&2; }
# A failure names what failed; the retry line is the one command that picks up where it stopped.
die() {
  printf '\033[1;31m[setup] %s\033[0m\n' "$*" >&2
  printf '[setup] once that is fixed, run ./x setup again: it installs only what is still missing.\n' >&2
  exit 1
}

APT_UPDATED=""
apt_install() {
  command -v apt-get >/dev/null || die "apt-get is not available to install: $*. Install them by hand, then run this again."
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  if [ -z "$APT_UPDATED" ]; then
    say "apt-get update (under a minute)"
    $sudo apt-get update -qq >&2 || die "apt-get update failed; check the network or the Debian mirror."
    APT_UPDATED=1
  fi
  say "apt-get install $* (a minute or two)"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >&2 \
    || die "apt-get could not install: $*"
}

ensure_rust() {
  if ! command -v cargo >/dev/null; then
    say "no cargo found: installing Debian's Rust"
    apt_install cargo rustc
  fi
  if ! cargo fmt --version >/dev/null 2>&1 && command -v rustup >/dev/null; then
    timeout 180 rustup component add rustfmt >&2 || true
  fi
  if ! cargo clippy --version >/dev/null 2>&1 && command -v rustup >/dev/null; then
    timeout 180 rustup component add clippy >&2 || true
  fi
  cargo fmt --version >/dev/null 2>&1 || die "cargo fmt is missing: run 'rustup component add rustfmt'."
  cargo clippy --version >/dev/null 2>&1 || die "cargo clippy is missing: run 'rustup component add clippy'."
}

# The wasm32 standard library: rustup's when it can be had, else Debian's rust-web build of std.
ensure_wasm_target() {
  if command -v rustup >/dev/null && rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    return
  fi
  if command -v rustup >/dev/null; then
    say "adding the wasm32-unknown-unknown target (3 minutes at most)"
    if timeout 180 rustup target add wasm32-unknown-unknown >&2; then return; fi
    say "rustup could not add the target; falling back to Debian's rust-web packages"
  fi
  if [ ! -x /usr/bin/cargo ] || ! /usr/bin/cargo --version 2>/dev/null | grep -q .; then
    apt_install rustc-web cargo-web rust-web-src rust-web-llvm lld-22
  fi
  WASM_FALLBACK=1
}

WASM_FALLBACK=""
# Runs a command that builds for wasm32. On the Debian fallback, std is built from rust-web-src
# and Debian's cargo goes first on PATH for that command only (clippy and fmt stay on rustup's).
wasm_run() {
  if [ -n "$WASM_FALLBACK" ]; then
    env PATH="/usr/bin:$PATH" RUSTC_BOOTSTRAP=1 CARGO_UNSTABLE_BUILD_STD=std,panic_abort "$@"
  else
    "$@"
  fi
}

# How the two tools are compiled: in one target folder, without LTO, in 16 codegen units, at
# opt-level 1. Measured on a 2-core Xeon from an empty target folder: both took 537 s at the
# release default (opt-level 3) and 443 s at opt-level 1, and a release build of the site took the
# same 14 s with either pair (the tools spend their time in cargo and wasm-opt, not in their own
# code).
TOOL_BUILD=(CARGO_TARGET_DIR="$ROOT/target/tools" CARGO_PROFILE_RELEASE_LTO=false
            CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_OPT_LEVEL=1)

ensure_trunk() {
  if command -v trunk >/dev/null && [ "$(trunk --version 2>/dev/null)" = "trunk $TRUNK_VERSION" ]; then
    return
  fi
  say "installing trunk $TRUNK_VERSION (about 4 to 12 minutes on 2 cores)"
  # Without its default features (TLS, for downloading tools and checking for updates): Trunk.toml
  # sets offline = true, so it never uses them, and leaving them out skips 16 crates and ring's C.
  env "${TOOL_BUILD[@]}" cargo install trunk --version "=$TRUNK_VERSION" --locked --no-default-features >&2 \
    || die "could not install trunk $TRUNK_VERSION from crates.io."
  say "trunk installed (cargo's warnings above, a yanked crate in trunk's own lock file, are about trunk's dependencies and change nothing here)"
}

# Trunk insists on a wasm-bindgen CLI of exactly the crate's version in Cargo.lock.
wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock"
}

ensure_wasm_bindgen() {
  local want
  want="$(wasm_bindgen_version)"
  [ -n "$want" ] || die "Cargo.lock names no wasm-bindgen version."
  if command -v wasm-bindgen >/dev/null && [ "$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $want" ] \
     && command -v wasm-bindgen-test-runner >/dev/null; then
    return
  fi
  say "installing wasm-bindgen-cli $want (about 2 to 5 minutes)"
  env "${TOOL_BUILD[@]}" cargo install wasm-bindgen-cli --version "=$want" --locked >&2 \
    || env "${TOOL_BUILD[@]}" cargo install wasm-bindgen-cli --version "=$want" >&2 \
    || die "could not install wasm-bindgen-cli $want from crates.io."
  say "wasm-bindgen-cli installed (cargo's note above on code a future Rust will reject is about its dependencies, not this project)"
}

# The page's "In Python" blocks are run by the tests (components/tests/python_blocks.rs).
ensure_python() {
  command -v python3 >/dev/null || apt_install python3
}

# The end-to-end tests run on Chromium's headless shell (tests/e2e/harness.mjs says why); the
# bench, the screenshots and the component tests on the full browser.
ensure_chromium() {
  if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ] && [ -x /usr/bin/chromium-headless-shell ]; then return; fi
  apt_install chromium chromium-driver chromium-headless-shell
}

# wasm-opt (binaryen 132), esbuild, Playwright, axe-core, pdf.js and Lighthouse, pinned in package.json and
# package-lock.json.
ensure_node_tools() {
  if ! command -v npm >/dev/null; then apt_install nodejs npm; fi
  local stamp="$ROOT/node_modules/.installed-lock"
  if [ -f "$stamp" ] && cat "$ROOT/package.json" "$ROOT/package-lock.json" | cmp -s "$stamp" -; then return; fi
  say "npm ci: wasm-opt, esbuild, Playwright, axe-core, pdf.js, Lighthouse (under a minute)"
  (cd "$ROOT" && npm ci --no-audit --no-fund --no-update-notifier >&2) || die "npm ci failed; check access to the npm registry."
  cat "$ROOT/package.json" "$ROOT/package-lock.json" > "$stamp"
}

# The crates the build needs, fetched once (trunk builds with --offline).
ensure_crates() {
  cargo fetch --locked >&2 || die "cargo fetch failed; check access to crates.io."
}

# Each step: its function, and what it installs when something is missing, with a rough time on
# a 2-core machine. A step whose tools are there takes well under a second.
SETUP_STEPS=(
  "ensure_rust|Rust's cargo, rustfmt and clippy (if there is no cargo: Debian's Rust, a minute or two)"
  "ensure_wasm_target|the wasm32-unknown-unknown target (if missing: rustup, else Debian's rust-web, up to 3 min)"
  "ensure_python|python3, which runs the page's Python blocks (if missing: from Debian, under a minute)"
  "ensure_chromium|Chromium, its headless shell and chromedriver (if missing: from Debian, 1 to 2 min)"
  "ensure_node_tools|Node.js and wasm-opt, esbuild, Playwright, axe-core, pdf.js, Lighthouse (if missing: npm ci, under a minute)"
  "ensure_trunk|trunk $TRUNK_VERSION (if missing: compiled from crates.io, 4 to 12 min)"
  "ensure_wasm_bindgen|the wasm-bindgen CLI matching Cargo.lock (if missing: compiled, 1 to 5 min)"
  "ensure_crates|the project's crates (if missing: cargo fetch, under a minute)"
)

# Runs every step. `./x setup` (SETUP_LOUD=1) announces each as it starts and always prints the
# summary; the other commands print a step's line and the summary only when something was
# installed, so an everyday `./x test` starts quietly.
setup_all() {
  local entry fn what started took summary="" slow="" n=0
  for entry in "${SETUP_STEPS[@]}"; do
    fn="${entry%%|*}"
    what="${entry#*|}"
    n=$((n + 1))
    [ -n "${SETUP_LOUD:-}" ] && say "$n/${#SETUP_STEPS[@]} $what"
    started=$SECONDS
    "$fn"
    took=$((SECONDS - started))
    summary+="$(printf '  %-20s %4d s' "$fn" "$took")"$'\n'
    [ "$took" -ge 5 ] && slow=1
  done
  if [ -n "${SETUP_LOUD:-}" ] || [ -n "$slow" ]; then
    say "set-up done; seconds per step:"
    printf '%s' "$summary" >&2
  fi
}

# What `./x doctor` prints: each tool, the version the project wants, what is installed. It
# installs nothing; it exits 1 if anything is missing or at another version.
doctor() {
  local missing=0
  row() { # name, wanted, found (empty when missing)
    local mark="ok"
    if [ -z "$3" ]; then mark="MISSING"; missing=1
    elif [ -n "$2" ] && [ "$2" != "any" ] && [ "$2" != "$3" ]; then mark="WRONG VERSION"; missing=1; fi
    printf '%-26s %-16s %-40s %s\n' "$1" "$2" "${3:--}" "$mark"
  }
  first_word_version() { "$@" 2>/dev/null | head -1 | grep -oE '[0-9]+(\.[0-9]+)*' | head -1; }
  printf '%-26s %-16s %-40s %s\n' "tool" "wanted" "installed" ""
  row cargo any "$(first_word_version cargo --version)"
  row rustfmt any "$(first_word_version cargo fmt --version)"
  row clippy any "$(first_word_version cargo clippy --version)"
  local target=""
  if command -v rustup >/dev/null && rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    target="rustup"
  elif [ -d /usr/lib/rustlib/wasm32-unknown-unknown ] || dpkg -s rust-web-src >/dev/null 2>&1; then
    target="Debian rust-web"
  fi
  row "wasm32-unknown-unknown" any "$target"
  row trunk "$TRUNK_VERSION" "$(first_word_version trunk --version)"
  row wasm-bindgen "$(wasm_bindgen_version)" "$(first_word_version wasm-bindgen --version)"
  row wasm-bindgen-test-runner "$(wasm_bindgen_version)" "$(first_word_version wasm-bindgen-test-runner --version)"
  row python3 any "$(first_word_version python3 --version)"
  row chromium any "$( [ -x /usr/bin/chromium ] && first_word_version /usr/bin/chromium --version)"
  row chromium-headless-shell any "$( [ -x /usr/bin/chromium-headless-shell ] && first_word_version /usr/bin/chromium-headless-shell --version)"
  row chromedriver any "$( [ -x /usr/bin/chromedriver ] && first_word_version /usr/bin/chromedriver --version)"
  row node any "$(first_word_version node --version)"
  row npm any "$(first_word_version npm --version)"
  local modules=""
  if [ -f "$ROOT/node_modules/.installed-lock" ] && cat "$ROOT/package.json" "$ROOT/package-lock.json" | cmp -s "$ROOT/node_modules/.installed-lock" -; then
    modules="as package-lock.json"
  fi
  row "node_modules" any "$modules"
  row wasm-opt "132" "$( [ -x "$ROOT/node_modules/.bin/wasm-opt" ] && first_word_version "$ROOT/node_modules/.bin/wasm-opt" --version | cut -d. -f1)"
  local crates=""
  cargo fetch --locked --offline >/dev/null 2>&1 && crates="all fetched"
  row "crates (Cargo.lock)" any "$crates"
  if [ "$missing" = 0 ]; then
    echo "Everything is installed: ./x serve and ./x test will start at once."
  else
    echo "Something is missing: ./x setup installs it (and ./x serve or ./x test would, first)."
  fi
  return "$missing"
}
