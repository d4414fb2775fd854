// A box whose content folds, one level at a time, until it fits the box's
// width: a table too wide for a narrow column moves a column under the word,
// then another, then draws its bars above its numbers (the view says what
// each level folds: apply(level), 0 for nothing folded). What still does not
// fit scrolls, and the box says so: `data-scrolls` on it, and scrolls(true)
// for the view to say it in words and bring its numbers into view.
//
// fit(shape) after each drawing: a new shape (the language, the columns, the
// rows) or a new width starts again from nothing folded; the same shape only
// folds further if it no longer fits, so a table never unfolds and folds again
// under a learner's finger while a slider moves. A new width of the box (the
// page resized, the box shown at last) fits it again at the next frame.

// cells: a selector of what holds a number in the box: while the box scrolls, one that its edge
// cuts (or the column pinned at its start covers in part) would read as another number ("10" as
// "1"), so it takes `data-cut` (its number not drawn: playground.css) until it is scrolled whole into view.
export function fitBox(box, levels, apply, { scrolls = () => {}, cells = null } = {}) {
  let level = 0;
  let fittedFor = null;
  let width = -1;
  let frame = 0;
  let lastShape = '';
  const overflows = () => box.scrollWidth > box.clientWidth + 1;
  const setLevel = (next) => { if (next !== level) { level = next; apply(level); } };

  function fit(shape = lastShape) {
    lastShape = shape;
    if (!box.isConnected) return;
    width = box.clientWidth;
    if (width === 0) { fittedFor = null; return; } // not drawn (hidden): fitted once it is, by the observer
    const key = width + '|' + shape;
    if (key !== fittedFor) setLevel(0);
    fittedFor = key;
    while (level < levels && overflows()) setLevel(level + 1);
    const scrolling = overflows();
    if (scrolling !== box.hasAttribute('data-scrolls')) {
      box.toggleAttribute('data-scrolls', scrolling);
      scrolls(scrolling);
    }
    markCut();
  }

  // The cells an edge cuts, marked (cells above); none while the box does not scroll.
  function markCut() {
    if (!cells) return;
    const scrolling = box.hasAttribute('data-scrolls');
    const outer = box.getBoundingClientRect();
    let start = outer.left + box.clientLeft;
    let end = start + box.clientWidth;
    const rtl = getComputedStyle(box).direction === 'rtl';
    const pin = scrolling && box.querySelector('tbody th');
    if (pin && getComputedStyle(pin).position === 'sticky') {
      const pinned = pin.getBoundingClientRect();
      if (rtl) end = Math.min(end, pinned.left); else start = Math.max(start, pinned.right);
    }
    for (const cell of box.querySelectorAll(cells)) {
      const r = scrolling ? cell.getBoundingClientRect() : null;
      const cut = Boolean(r) && r.width > 0 && ((r.left < start - 0.5 && r.right > start + 0.5) || (r.left < end - 0.5 && r.right > end + 0.5));
      if (cut !== cell.hasAttribute('data-cut')) cell.toggleAttribute('data-cut', cut);
    }
  }
  let scrollFrame = 0;
  if (cells) {
    box.addEventListener('scroll', () => {
      if (!scrollFrame) scrollFrame = requestAnimationFrame(() => { scrollFrame = 0; markCut(); });
    }, { passive: true });
  }

  if (typeof ResizeObserver === 'function') {
    // Read at the next frame, not in the observer's callback: folding changes the box's
    // height, which would notify the observer again within the same frame.
    new ResizeObserver(() => {
      if (frame || box.clientWidth === width) return;
      frame = requestAnimationFrame(() => { frame = 0; fit(); });
    }).observe(box);
  }
  return { fit, level: () => level };
}
