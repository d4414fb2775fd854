// Type-only test: compiles with `tsc --noEmit` against the hand-written
// dist/attention-core.d.ts, so the declared types stay honest with the API
// the Node tests exercise. Lines marked @ts-expect-error must stay errors.
import createAttentionCore = require('../../dist/attention-core');

async function useTheCore(): Promise<number> {
  const core: createAttentionCore.AttentionCore = await createAttentionCore();
  const tokens: string[] = core.tokenize('The sky on Mars is red');
  const s: number = core.score([1, 2], new Float64Array([3, 4]));
  const { weights, sinkWeight } = core.softmax([3, 0, 0], null);
  const one = core.attend({ query: [1, 0], keys: [[1, 0]], values: [[2]], scale: 3, sink: 2 });
  const all = core.attendAll({ heads: [{ queries: [[1]], keys: [[1]], values: [[1]] }], causal: true });
  const row: number[] = all.heads[0].weights[0];
  const handles: number = core.diagnostics.emvalHandleCount();
  // @ts-expect-error training moved to the training module (attention-training.d.ts)
  core.training.start({ task: 'pronoun' });
  // @ts-expect-error project() moved to the training module
  core.project({ embeddings: [[1, 0]], weights: [[1], [2]] });
  // @ts-expect-error scale must be a number
  core.attend({ query: [1], keys: [[1]], values: [[1]], scale: '3' });
  // @ts-expect-error attendAll needs heads
  core.attendAll({ causal: true });
  return tokens.length + s + weights[0] + sinkWeight + one.blended[0] + row[0] + handles;
}

// In a browser the classic script defines a global of the same shape.
const fromGlobal: Promise<createAttentionCore.AttentionCore> = globalThis.createAttentionCore();

export { useTheCore, fromGlobal };
