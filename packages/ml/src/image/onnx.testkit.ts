import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageTask } from '@agrim/contracts';
import { MANIFEST_FILE, MANIFEST_FORMAT, type OnnxManifest } from './manifest.js';

/**
 * Test kit: a tiny but real ONNX classifier written by hand-encoding the protobuf, so tests can
 * install an ONNX drop-in without any model download. ModelProto (IR version 8, opset 13) whose
 * graph takes a float [1,3,8,8] NCHW image → GlobalAveragePool → Flatten → Gemm (3×3 weights and
 * a bias as initializers) → Softmax: it answers which of red, green, blue dominates the photo.
 */

// ---------------------------------------------------------------- protobuf wire format

function varint(value: number | bigint): number[] {
  let v = BigInt(value);
  if (v < 0n) v += 1n << 64n; // two's complement, as protobuf encodes negative int64
  const out: number[] = [];
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v > 0n) byte |= 0x80;
    out.push(byte);
  } while (v > 0n);
  return out;
}

const key = (field: number, wire: number) => varint((field << 3) | wire);
const int = (field: number, value: number) => [...key(field, 0), ...varint(value)];
const bytes = (field: number, data: Uint8Array | number[]) => [...key(field, 2), ...varint(data.length), ...data];
const str = (field: number, text: string) => bytes(field, [...new TextEncoder().encode(text)]);
const msg = (field: number, parts: number[][]) => bytes(field, parts.flat());

const FLOAT = 1; // TensorProto.DataType.FLOAT

function floats(values: readonly number[]): Uint8Array {
  const buf = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => buf.writeFloatLE(v, i * 4));
  return buf;
}

/** TensorProto: dims = 1, data_type = 2, name = 8, raw_data = 9. */
const tensor = (field: number, name: string, dims: number[], values: number[]) =>
  msg(field, [...dims.map((d) => int(1, d)), int(2, FLOAT), str(8, name), bytes(9, floats(values))]);

/** ValueInfoProto { name = 1, type = 2: TypeProto { tensor_type = 1: { elem_type = 1, shape = 2: { dim = 1: { dim_value = 1 } } } } }. */
const valueInfo = (field: number, name: string, dims: number[]) =>
  msg(field, [
    str(1, name),
    msg(2, [
      msg(1, [
        int(1, FLOAT),
        msg(
          2,
          dims.map((d) => msg(1, [int(1, d)])),
        ),
      ]),
    ]),
  ]);

/** NodeProto: input = 1, output = 2, name = 3, op_type = 4. */
const node = (inputs: string[], outputs: string[], name: string, op: string) =>
  msg(1, [...inputs.map((i) => str(1, i)), ...outputs.map((o) => str(2, o)), str(3, name), str(4, op)]);

/** The ONNX file's bytes. */
export function tinyOnnxModelBytes(): Uint8Array {
  // Y = X · W + b on the channel means (0..1 after the manifest's scale): a strong diagonal picks the dominant channel.
  const W = [8, -4, -4, -4, 8, -4, -4, -4, 8];
  const b = [0, 0, 0];
  const graph = [
    node(['image'], ['pooled'], 'pool', 'GlobalAveragePool'),
    node(['pooled'], ['flat'], 'flatten', 'Flatten'),
    node(['flat', 'W', 'b'], ['logits'], 'gemm', 'Gemm'),
    node(['logits'], ['probabilities'], 'softmax', 'Softmax'),
    str(2, 'tiny-colour'),
    tensor(5, 'W', [3, 3], W),
    tensor(5, 'b', [3], b),
    valueInfo(11, 'image', [1, 3, 8, 8]),
    valueInfo(12, 'probabilities', [1, 3]),
  ];
  // ModelProto: ir_version = 1, producer_name = 2, graph = 7, opset_import = 8 { domain = 1, version = 2 }.
  return Uint8Array.from([...int(1, 8), ...str(2, 'agrim-testkit'), ...msg(7, graph), ...msg(8, [str(1, ''), int(2, 13)])]);
}

export const TINY_ONNX_LABELS = ['red', 'green', 'blue'];

/** Writes `<modelsDir>/<id>/model.onnx` and its manifest; returns the folder. */
export function writeTinyOnnxModel(
  modelsDir: string,
  opts: { id: string; name: string; task: ImageTask; labels?: string[]; manifest?: Partial<OnnxManifest> },
): string {
  const folder = join(modelsDir, opts.id);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'model.onnx'), tinyOnnxModelBytes());
  const manifest: OnnxManifest = {
    format: MANIFEST_FORMAT,
    id: opts.id,
    name: opts.name,
    task: opts.task,
    kind: 'onnx',
    file: 'model.onnx',
    labels: opts.labels ?? TINY_ONNX_LABELS,
    input: { width: 8, height: 8, layout: 'NCHW' },
    normalisation: { scale: 1 / 255, mean: [0, 0, 0], std: [1, 1, 1] },
    output: 'probabilities',
    installed_at: new Date().toISOString(),
    ...opts.manifest,
  };
  writeFileSync(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return folder;
}
