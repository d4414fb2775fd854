// What the types must refuse, one mistake a line (tests/node/types.test.js
// expects exactly these errors, at these lines).
export const Wrong = () => (
  <div>
    <attention-playground step="attention" />
    <attention-playground heads={[1, 2]} />
    <attention-playground rows="some" />
    <attention-playground onchange={(event) => event.detail.nosuch} />
    <attention-playground focus="3" />
    <attention-playground magnitude={{ value: 4 }} />
  </div>
);
