#!/usr/bin/env bash
# Builds the web page into web/dist: index.html, the JavaScript glue and the WebAssembly, ready for any static
# web host (`python3 -m http.server -d web/dist` serves it at http://localhost:8000). Installs what it needs
# the first time: the wasm32 target and the wasm-bindgen the lock file names. With binaryen's wasm-opt
# (`apt-get install binaryen`) the .wasm is optimised for size too.
set -euo pipefail
cd "$(dirname "$0")/.."
rustup target add wasm32-unknown-unknown >/dev/null 2>&1
version=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')
if ! wasm-bindgen --version 2>/dev/null | grep -qF "$version"; then
  cargo install wasm-bindgen-cli --version "=$version"
fi
# the `web` profile: small code, the engine as fast as on the desktop (Cargo.toml)
cargo build --profile web --target wasm32-unknown-unknown --bin collision-sandbox
rm -rf web/dist
mkdir -p web/dist
wasm-bindgen --target web --no-typescript --remove-name-section --remove-producers-section \
  --out-dir web/dist --out-name collision-sandbox target/wasm32-unknown-unknown/web/collision-sandbox.wasm
cp web/index.html web/dist/
ls -l web/dist
echo "gzip: $(gzip -9 -c web/dist/collision-sandbox_bg.wasm | wc -c) bytes of WebAssembly to download"
