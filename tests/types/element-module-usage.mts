// Type-only test of dist/attention-playground.d.mts (the ES module builds):
// named exports, the class to extend or define under another tag, and the tag
// in document.createElement.
import { AttentionPlaygroundElement, TAG, getCore, getTraining } from '../../dist/attention-playground.mjs';
import type { PlaygroundStateDetail } from '../../dist/attention-playground.mjs';
import createAttentionCore, { type AttentionCore } from '../../dist/attention-core.mjs';

class Mine extends AttentionPlaygroundElement {
  shout(): string { return String(this.magnitude).toUpperCase(); }
}
customElements.define('my-playground', Mine);

export async function useIt(): Promise<number> {
  const element = document.createElement(TAG);
  const same: AttentionPlaygroundElement = element;
  const detail: PlaygroundStateDetail | null = same.stateDetail;
  const core: AttentionCore = await getCore();
  const own: AttentionCore = await createAttentionCore();
  const training = await getTraining();
  // @ts-expect-error TAG is the literal tag
  const other: 'my-playground' = TAG;
  return core.score([1], [2]) + own.score([1], [1]) + (training.inWorker ? 1 : 0) + (detail ? detail.focus : 0) + other.length;
}
