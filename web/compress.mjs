// Writes a Brotli (.br) and a gzip (.gz) copy beside each text and WebAssembly file under the folder given, each
// at its smallest, for web hosts that serve precompressed files.
import { readdirSync, readFileSync, writeFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

const COMPRESSED = /\.(html|js|mjs|wasm|webmanifest|json|css|svg)$/;

function compressAll(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      compressAll(path);
    } else if (COMPRESSED.test(name)) {
      const bytes = readFileSync(path);
      const brotli = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
      writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: brotli }));
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    }
  }
}

compressAll(process.argv[2]);
