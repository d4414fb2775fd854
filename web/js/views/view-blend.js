// One head's blended value: every token's value weighted by its softmax share,
// drawn as a bar per value feature with its number, and read in plain English
// ("mostly Mars: red, dusty", "half cat, half dog", "nothing useful gathered").
// Built once per head; update(vm, head) draws it.
import { h, keyed, setAttr, setText } from '../lib/dom.js';
import * as I from '../i18n/i18n.js';
import { saidPart } from './view-bits.js';

export function blendPart() {
  const title = h('h4');
  const note = h('p', { class: 'explain' });
  const bars = h('ul', { class: 'blend-bars' });
  const label = h('span', { class: 'reading-label' });
  const reading = h('strong');
  const readingBox = h('p', null, [label, reading]);
  const node = h('section', { class: 'blend' }, [title, note, bars, readingBox]);
  return {
    node,
    update(vm, head) {
      const t = (key, params) => I.t(vm.lang, key, params);
      // Named after its head only once the chapter has taught heads; before, its heading says what it is.
      setAttr(node, 'aria-label', vm.shows.heads ? t('blend.label', { token: head.focus.text, label: head.label }) : null);
      setText(title, t('blend.title', { token: I.quote(vm.lang, head.focus.text) }));
      setText(note, t(head.sink ? 'blend.note-sink' : 'blend.note'));
      // The bars where the chapter shows the blend; its reading alone in the later steps.
      const full = vm.shows.explore || vm.step === 'values';
      note.hidden = !vm.shows.explore;
      bars.hidden = !full;
      const items = head.blend.values.map((v, i) => ({ key: i + ':' + v.name, v, max: head.blend.max, lang: vm.lang }));
      keyed(bars, items, (x) => x.key, () => {
        // The feature's name is said with its number and what it measures ("cat in
        // the blended value: 0.99"); the name in the first column is for the eye,
        // since a reader reads the row's cells apart.
        const feature = h('span', { class: 'feature', 'aria-hidden': 'true' });
        const said = saidPart('');
        const value = h('span', { class: 'number-value', dir: 'ltr' });
        const fill = h('span', { class: 'blend-fill' });
        const number = h('span', { class: 'number' }, [said, value]);
        const li = h('li', { class: 'blend-row' }, [feature, h('span', { class: 'blend-track', 'aria-hidden': 'true' }, [fill]), number]);
        return {
          node: li,
          update({ v, max, lang }) {
            setText(feature, v.name);
            setText(said, I.t(lang, 'blend.amount', { feature: v.name }) + '\u00a0');
            setAttr(fill, 'class', 'blend-fill' + (v.value < 0 ? ' is-negative' : ''));
            const width = Math.min(100, Math.abs(v.value) / max * 100) + '%';
            if (fill.style.width !== width) fill.style.width = width;
            setText(value, I.num(lang, v.value));
          },
        };
      });
      setAttr(readingBox, 'class', 'reading reading-' + head.blend.reading.kind);
      setText(label, t('blend.reads-as'));
      setText(reading, head.blend.reading.text);
    },
  };
}
