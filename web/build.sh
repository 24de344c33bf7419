#!/usr/bin/env bash
# Builds the web page into web/dist, ready for any static web host (`python3 -m http.server -d web/dist` serves
# it at http://localhost:8000): index.html, the JavaScript glue, the WebAssembly, the service worker that keeps
# them for offline use, the app's manifest and icons, the gallery's pictures (fetched as the gallery shows
# them), and a Brotli (.br) and gzip (.gz) copy beside each file for hosts that serve them (written by Node.js's
# zlib). Installs what it needs the first time: the wasm32 target and the wasm-bindgen the lock file names.
# (binaryen's wasm-opt -Oz makes the .wasm smaller but its Brotli copy larger: it is not used.)
set -euo pipefail
cd "$(dirname "$0")/.."
rustup target add wasm32-unknown-unknown >/dev/null 2>&1
version=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')
if ! wasm-bindgen --version 2>/dev/null | grep -qF "$version"; then
  cargo install wasm-bindgen-cli --version "=$version"
fi
# the `web` profile: small code, optimised whole, the engine as fast as on the desktop (Cargo.toml)
cargo build --profile web --target wasm32-unknown-unknown --bin collision-sandbox
rm -rf web/dist
mkdir -p web/dist
wasm-bindgen --target web --no-typescript --remove-name-section --remove-producers-section \
  --out-dir web/dist --out-name collision-sandbox target/wasm32-unknown-unknown/web/collision-sandbox.wasm
wasm="web/dist/collision-sandbox_bg.wasm"
cp web/manifest.webmanifest web/dist/
cp -r web/icons web/dist/
# the gallery's pictures, under the same paths as in assets/
mkdir -p web/dist/assets
(cd assets && find . -name '*.png' -exec cp --parents {} ../web/dist/assets/ \;)
# the build's version: what its files hold
stamp=$(cat web/dist/collision-sandbox.js "$wasm" web/index.html web/sw.js | sha256sum | cut -c1-12)
files='["./", "collision-sandbox.js", "collision-sandbox_bg.wasm", "manifest.webmanifest", "icons/icon-192.png", "icons/icon-512.png"]'
sed -e "s/__VERSION__/$stamp/" -e "s/__WASM_BYTES__/$(stat -c %s "$wasm")/" web/index.html > web/dist/index.html
sed -e "s/__VERSION__/$stamp/" -e "s|__FILES__|$files|" web/sw.js > web/dist/sw.js
node web/compress.mjs web/dist
ls -l web/dist
echo "version $stamp; Brotli: $(stat -c %s "$wasm.br") bytes of WebAssembly to download"
