/**
 * The backbone (backbone.ts) as an ONNX graph, built in memory from the committed TensorFlow.js
 * weights (issue 40): onnxruntime-node, already the product's runtime for ONNX drop-ins, runs it
 * natively, several times faster than TensorFlow.js on WASM. Nothing is converted ahead of time or
 * fetched: the graph is written here, layer by layer, from the Keras topology the weights come with
 * (MobileNetV1 1.0/224 truncated after conv_pw_12), and checked against it (`checkTopology`).
 *
 * The graph: input [N, 224, 224, 3] (NHWC, already scaled to [−1, 1]) → Transpose to NCHW →
 * conv1 (3×3, stride 2) → BatchNormalization → Clip(0, 6) → 12 × (depthwise 3×3 conv → BN →
 * Clip; pointwise 1×1 conv → BN → Clip) → the spatial means of conv_pw_12_relu and
 * conv_pw_11_relu, concatenated: output "features" [N, 1536], in BACKBONE_LAYERS order. TensorFlow's
 * 'same' padding of a stride-2 3×3 convolution on an even side pads one pixel at the end only.
 */

// ---------------------------------------------------------------- protobuf wire format (ONNX is protobuf)

function varint(value: number): Buffer {
  if (!(Number.isSafeInteger(value) && value >= 0)) throw new RangeError(`cannot encode ${value}`);
  const out: number[] = [];
  let v = value;
  do {
    let byte = v % 128;
    v = Math.floor(v / 128);
    if (v > 0) byte |= 0x80;
    out.push(byte);
  } while (v > 0);
  return Buffer.from(out);
}
const key = (field: number, wire: number) => varint(field * 8 + wire);
const int = (field: number, value: number) => Buffer.concat([key(field, 0), varint(value)]);
const bytes = (field: number, data: Buffer) => Buffer.concat([key(field, 2), varint(data.length), data]);
const str = (field: number, text: string) => bytes(field, Buffer.from(text, 'utf8'));
const msg = (field: number, parts: readonly Buffer[]) => bytes(field, Buffer.concat(parts));
function float32(field: number, value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeFloatLE(value, 0);
  return Buffer.concat([key(field, 5), b]);
}

const FLOAT = 1; // TensorProto.DataType.FLOAT
const ATTR_FLOAT = 1;
const ATTR_INT = 2;
const ATTR_INTS = 7;

/** TensorProto: dims = 1, data_type = 2, name = 8, raw_data = 9. */
const tensor = (name: string, dims: readonly number[], values: Float32Array) =>
  msg(5, [
    ...dims.map((d) => int(1, d)),
    int(2, FLOAT),
    str(8, name),
    bytes(9, Buffer.from(values.buffer, values.byteOffset, values.byteLength)),
  ]);

/** AttributeProto: name = 1, f = 2, i = 3, ints = 8, type = 20. */
type Attr = { name: string } & ({ f: number } | { i: number } | { ints: readonly number[] });
const attribute = (a: Attr) =>
  msg(5, [
    str(1, a.name),
    ...('f' in a ? [float32(2, a.f), int(20, ATTR_FLOAT)] : []),
    ...('i' in a ? [int(3, a.i), int(20, ATTR_INT)] : []),
    ...('ints' in a ? [...a.ints.map((v) => int(8, v)), int(20, ATTR_INTS)] : []),
  ]);

/** NodeProto: input = 1, output = 2, name = 3, op_type = 4, attribute = 5. */
const node = (op: string, inputs: readonly string[], output: string, attrs: readonly Attr[] = []) =>
  msg(1, [...inputs.map((i) => str(1, i)), str(2, output), str(3, output), str(4, op), ...attrs.map(attribute)]);

/** ValueInfoProto of a float tensor; a string dimension is symbolic (the batch). */
const valueInfo = (field: number, name: string, dims: readonly (number | string)[]) =>
  msg(field, [
    str(1, name),
    msg(2, [
      msg(1, [
        int(1, FLOAT),
        msg(
          2,
          dims.map((d) => msg(1, [typeof d === 'number' ? int(1, d) : str(2, d)])),
        ),
      ]),
    ]),
  ]);

// ---------------------------------------------------------------- the graph

export interface KerasWeights {
  /** The Keras layer list of model.json (modelTopology.model_config.config.layers). */
  layers: readonly { class_name: string; config: Record<string, unknown> }[];
  /** Weights by name (`conv1/kernel`, `conv1_bn/gamma`, …), with their shapes. */
  weights: ReadonlyMap<string, { shape: readonly number[]; values: Float32Array }>;
}

/** (depthwise stride) of blocks 1..12 of MobileNetV1; every pointwise convolution has stride 1. */
const BLOCK_STRIDES = [1, 2, 1, 2, 1, 2, 1, 1, 1, 1, 1, 2] as const;
const BN_EPSILON = 0.001;

/** Refuses weights whose Keras topology is not the MobileNetV1 this graph writes. */
export function checkTopology(layers: KerasWeights['layers']): void {
  const expected: [string, string, Record<string, unknown>][] = [
    ['Conv2D', 'conv1', { strides: [2, 2], kernel_size: [3, 3], padding: 'same', use_bias: false }],
  ];
  BLOCK_STRIDES.forEach((s, b) => {
    expected.push([
      'DepthwiseConv2D',
      `conv_dw_${b + 1}`,
      { strides: [s, s], kernel_size: [3, 3], padding: 'same', use_bias: false, depth_multiplier: 1 },
    ]);
    expected.push(['Conv2D', `conv_pw_${b + 1}`, { strides: [1, 1], kernel_size: [1, 1], padding: 'same', use_bias: false }]);
  });
  const byName = new Map(layers.map((l) => [String(l.config.name), l]));
  for (const [cls, name, config] of expected) {
    const l = byName.get(name);
    if (!l || l.class_name !== cls) throw new Error(`the backbone's topology lacks the ${cls} layer ${name}`);
    for (const [k, v] of Object.entries(config))
      if (JSON.stringify(l.config[k]) !== JSON.stringify(v))
        throw new Error(`the backbone's layer ${name} has ${k} ${JSON.stringify(l.config[k])}`);
    const bn = byName.get(`${name}_bn`);
    if (!bn || bn.class_name !== 'BatchNormalization' || bn.config.epsilon !== BN_EPSILON)
      throw new Error(`the backbone's layer ${name}_bn is not the batch normalisation expected`);
    const relu = byName.get(`${name}_relu`);
    if (!relu || relu.config.activation !== 'relu6') throw new Error(`the backbone's layer ${name}_relu is not a ReLU6`);
  }
}

/** The ONNX model (bytes) of the backbone, from its Keras topology and weights. */
export function backboneOnnxModel(source: KerasWeights, input: number, widths: { pw12: number; pw11: number }): Buffer {
  checkTopology(source.layers);
  const nodes: Buffer[] = [];
  const initializers: Buffer[] = [];
  const weight = (name: string) => {
    const w = source.weights.get(name);
    if (!w) throw new Error(`the backbone's weights lack ${name}`);
    return w;
  };
  /** A convolution layer with its batch normalisation and ReLU6; returns the output's name. */
  const layer = (name: string, from: string, kind: 'conv' | 'depthwise', stride: number): string => {
    const k = weight(kind === 'conv' ? `${name}/kernel` : `${name}/depthwise_kernel`);
    const [kh, kw, cin, cout] = k.shape as [number, number, number, number];
    // Keras HWIO (depthwise: H, W, C, 1) → ONNX OIHW (depthwise: C, 1, H, W).
    const outC = kind === 'conv' ? cout : cin;
    const inC = kind === 'conv' ? cin : 1;
    const w = new Float32Array(outC * inC * kh * kw);
    const hw = kh * kw;
    for (let p = 0; p < hw; p++)
      for (let i = 0; i < cin; i++)
        for (let o = 0; o < cout; o++)
          // conv: W[o][i][p]; depthwise (cout = 1): W[i][0][p]
          w[(kind === 'conv' ? o * cin + i : i) * hw + p] = k.values[(p * cin + i) * cout + o]!;
    initializers.push(tensor(`${name}_W`, [outC, inC, kh, kw], w));
    // TensorFlow 'same': a stride-2 3×3 convolution on an even side pads the end only; stride 1 pads both sides.
    const pad = kh === 1 ? [0, 0, 0, 0] : stride === 2 ? [0, 0, 1, 1] : [1, 1, 1, 1];
    nodes.push(
      node('Conv', [from, `${name}_W`], `${name}_conv`, [
        { name: 'kernel_shape', ints: [kh, kw] },
        { name: 'strides', ints: [stride, stride] },
        { name: 'pads', ints: pad },
        { name: 'group', i: kind === 'conv' ? 1 : cin },
      ]),
    );
    for (const p of ['gamma', 'beta', 'moving_mean', 'moving_variance']) {
      const v = weight(`${name}_bn/${p}`);
      if (v.shape.length !== 1 || v.shape[0] !== outC) throw new Error(`the backbone's ${name}_bn/${p} has shape ${v.shape.join('×')}`);
      initializers.push(tensor(`${name}_bn_${p}`, [outC], v.values));
    }
    nodes.push(
      node(
        'BatchNormalization',
        [`${name}_conv`, `${name}_bn_gamma`, `${name}_bn_beta`, `${name}_bn_moving_mean`, `${name}_bn_moving_variance`],
        `${name}_bn`,
        [{ name: 'epsilon', f: BN_EPSILON }],
      ),
    );
    nodes.push(node('Clip', [`${name}_bn`, 'zero', 'six'], `${name}_relu`));
    return `${name}_relu`;
  };

  initializers.push(tensor('zero', [], Float32Array.of(0)), tensor('six', [], Float32Array.of(6)));
  nodes.push(node('Transpose', ['input'], 'nchw', [{ name: 'perm', ints: [0, 3, 1, 2] }]));
  let x = layer('conv1', 'nchw', 'conv', 2);
  BLOCK_STRIDES.forEach((s, b) => {
    x = layer(`conv_dw_${b + 1}`, x, 'depthwise', s);
    x = layer(`conv_pw_${b + 1}`, x, 'conv', 1);
  });
  nodes.push(
    node('ReduceMean', ['conv_pw_12_relu'], 'mean_12', [
      { name: 'axes', ints: [2, 3] },
      { name: 'keepdims', i: 0 },
    ]),
  );
  nodes.push(
    node('ReduceMean', ['conv_pw_11_relu'], 'mean_11', [
      { name: 'axes', ints: [2, 3] },
      { name: 'keepdims', i: 0 },
    ]),
  );
  nodes.push(node('Concat', ['mean_12', 'mean_11'], 'features', [{ name: 'axis', i: 1 }]));

  const graph = [
    ...nodes,
    str(2, 'mobilenet-v1-imagenet-features'),
    ...initializers,
    valueInfo(11, 'input', ['N', input, input, 3]),
    valueInfo(12, 'features', ['N', widths.pw12 + widths.pw11]),
  ];
  // ModelProto: ir_version = 1, producer_name = 2, graph = 7, opset_import = 8 { domain = 1, version = 2 }.
  return Buffer.concat([int(1, 8), str(2, 'agrim-ml backboneOnnx'), msg(7, graph), msg(8, [str(1, ''), int(2, 13)])]);
}
