// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the web build, so the
// server sends them as they are (@fastify/static `preCompressed`) instead of compressing each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|webmanifest|svg|txt|map|woff)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

export async function precompress(dist: string): Promise<{ files: number; bytes: number; brotli: number }> {
  let count = 0;
  let bytes = 0;
  let brotli = 0;
  for await (const file of files(dist)) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
    bytes += body.length;
    brotli += br.length;
  }
  return { files: count, bytes, brotli };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist'));
  const { files: n, bytes, brotli } = await precompress(dist);
  console.log(`precompressed ${n} files: ${(bytes / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB brotli`);
}
