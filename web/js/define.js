// The entry of the ES module build (dist/attention-playground.mjs): everything
// attention-playground.js exports, and <attention-playground> defined, last,
// once per page (a second copy of the bundle finds it defined and leaves it).
import { AttentionPlaygroundElement, TAG } from './attention-playground.js';

export * from './attention-playground.js';

if (typeof customElements === 'object' && !customElements.get(TAG)) customElements.define(TAG, AttentionPlaygroundElement);
