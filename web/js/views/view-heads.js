// The heads: all side by side or one at a time. Each head panel names its
// question, says what the focus looks for in it, and holds its own match table,
// the sentences that explain the winner, and its blended value.
import { h, keyed, replace, setAttr, setText } from '../lib/dom.js';
import { blendPart } from './view-blend.js';
import { headsCompareView } from './view-heads-compare.js';
import { matchTablePart } from './view-match.js';
import { setSentence } from './view-bits.js';

export function headsView(container, actions) {
  const { t, quote } = actions;
  const intro = h('p', { class: 'explain' });
  const modes = h('div', { class: 'segmented', role: 'radiogroup', 'aria-label': t('heads.modes') });
  const detail = h('button', { type: 'button', class: 'button', 'data-key': 'detail', 'aria-expanded': 'false',
    on: { click: () => actions.set({ detail: detail.getAttribute('aria-expanded') !== 'true' }) } });
  const panels = h('div', { class: 'head-panels' });
  const sectionTitle = h('h3', { class: 'section-title', text: t('heads.title') });
  const controls = h('div', { class: 'heads-controls' }, [modes, detail]);
  const compare = headsCompareView(actions);
  replace(container, [sectionTitle, intro, controls, compare.node, panels]);
  let modesShape = '';
  let radios = [];

  // A subset of the heads (from a lesson link or the `heads` attribute) gets
  // its own option while it is the one shown.
  function isSubset(vm) { return vm.shownHeads.length > 1 && !vm.allHeads; }

  function buildModes(vm) {
    const name = 'heads-mode';
    const options = [{ value: 'all', text: t('heads.all') }]
      .concat(isSubset(vm) ? [{ value: 'set', text: vm.shownHeads.map((i) => vm.heads[i].label).join(' + ') }] : [])
      .concat(vm.heads.map((x) => ({ value: String(x.index), text: t('heads.only', { label: x.label }) })));
    radios = [];
    replace(modes, options.map((o) => {
      const id = `${name}-${o.value}`;
      // Named by its own aria-label, its label (still clicked) hidden from readers:
      // Orca otherwise reads the radio, then its label again as a line of its own.
      const input = h('input', { type: 'radio', name, id, value: o.value, 'data-key': id, 'aria-label': o.text,
        on: { change: () => {
          if (o.value === 'all') actions.set({ heads: vm.heads.map((x) => x.index) });
          else if (o.value !== 'set') actions.set({ heads: [Number(o.value)], head: Number(o.value) });
        } } });
      radios.push(input);
      return h('span', { class: 'segment' }, [input, h('label', { for: id, 'aria-hidden': 'true', text: o.text })]);
    }));
  }

  // One head's panel, built once per head of the example: its label and
  // question, what the focus looks for, its match table, the sentences that
  // explain the winner, and its blended value.
  function panelPart() {
    const label = h('span');
    const title = h('h4', { class: 'head-label' }, [h('span', { class: 'head-tag', text: t('heads.tag') }), ' ', label]);
    const question = h('p', { class: 'head-question' });
    const looksForLabel = h('strong');
    const looksFor = h('span');
    const focusLine = h('p', null, [looksForLabel, looksFor]);
    const table = matchTablePart(actions);
    const story = h('ul', { class: 'story' });
    const blend = blendPart();
    const header = h('header', { class: 'head-header' }, [title, question]);
    const node = h('section', null, [header, focusLine, table.node, story, blend.node]);
    return {
      node,
      update({ vm, head }) {
        setAttr(node, 'class', 'head-panel' + (head.focus.idle ? ' is-idle' : ''));
        setAttr(node, 'data-head', head.id);

        setAttr(title, 'id', 'head-title-' + head.index);
        setText(label, head.label);
        setText(question, head.question);
        setAttr(focusLine, 'class', 'focus-line' + (head.focus.idle ? ' is-idle' : ''));
        setText(looksForLabel, t('heads.looks-for', { token: quote(head.focus.text) }));
        setText(looksFor, head.focus.looksFor);
        // A single head in a step of the chapter: the focus card already says what it looks for.
        const several = vm.shows.explore || (vm.shows.heads && vm.shownHeads.length > 1);
        header.hidden = !several;
        focusLine.hidden = !several;
        // Named by its header only while the header is shown (a hidden name would still be said).
        setAttr(node, 'aria-labelledby', several ? 'head-title-' + head.index : null);
        table.node.hidden = vm.hide.includes('table');
        table.update(vm, head);
        story.hidden = !(vm.shows.explore || vm.step === 'softmax' || vm.step === 'sink') || vm.hide.includes('story');
        keyed(story, head.story.map((s, i) => ({ key: i, s })), (x) => x.key, () => {
          const li = h('li');
          return { node: li, update: ({ s }) => { setAttr(li, 'class', 'story-' + s.kind); setSentence(li, s.text); } };
        });
        blend.node.hidden = !vm.shows.values || vm.hide.includes('blend');
        if (!blend.node.hidden) blend.update(vm, head);
      },
    };
  }

  function render(vm) {
    container.hidden = !vm.shows.table;
    if (container.hidden) return;
    // A region named "Heads" only once the chapter has taught them (a reader says the name on entering it).
    setAttr(container, 'aria-label', vm.shows.heads ? t('section.heads') : null);
    const several = vm.heads.length > 1;
    const stepped = !vm.shows.explore;
    const manyHeads = vm.shows.heads && vm.heads.length > 1;
    sectionTitle.hidden = stepped && !manyHeads;
    intro.hidden = stepped && !manyHeads;
    detail.hidden = stepped;
    if (!intro.hidden) setText(intro, t(several ? 'heads.intro-several' : 'heads.intro-one', { token: quote(vm.focusText) }));
    const shape = vm.scenario.key + '|' + vm.heads.map((x) => x.label).join('|') + '|' + (isSubset(vm) ? vm.shownHeads.join(',') : '');
    if (shape !== modesShape) { modesShape = shape; buildModes(vm); }
    modes.hidden = !several || vm.hide.includes('heads') || !vm.shows.heads;
    const mode = vm.allHeads ? 'all' : isSubset(vm) ? 'set' : String(vm.shownHead);
    for (const r of radios) r.checked = r.value === mode;
    controls.hidden = modes.hidden && detail.hidden;
    if (!detail.hidden) setText(detail, t(vm.detail ? 'heads.detail-hide' : 'heads.detail-show'));
    detail.setAttribute('aria-expanded', vm.detail ? 'true' : 'false');
    const shown = vm.shownHeads.map((i) => vm.heads[i]);
    // In the heads step, several heads share one compact table (a column each).
    const comparing = stepped && shown.length > 1;
    compare.node.hidden = !comparing;
    panels.hidden = comparing;
    if (comparing) { compare.update(vm); return; }
    panels.classList.toggle('is-single', shown.length === 1);
    keyed(panels, shown.map((head) => ({ vm, head })), (x) => vm.scenario.key + ':' + x.head.index, panelPart);
  }

  return { render };
}
