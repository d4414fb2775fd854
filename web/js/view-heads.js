// The heads: all side by side or one at a time. Each head panel names its
// question, says what the focus looks for in it, and holds its own match table,
// the sentences that explain the winner, and its blended value.
import { h, replace } from './dom.js';
import { blend } from './view-blend.js';
import { matchTable } from './view-match.js';

export function headsView(container, actions) {
  const { t, quote } = actions;
  const intro = h('p', { class: 'explain' });
  const modes = h('div', { class: 'segmented', role: 'radiogroup', 'aria-label': t('heads.modes') });
  const detail = h('button', { type: 'button', class: 'button', 'data-key': 'detail', 'aria-expanded': 'false',
    on: { click: () => actions.set({ detail: detail.getAttribute('aria-expanded') !== 'true' }) } });
  const panels = h('div', { class: 'head-panels' });
  replace(container, [h('h3', { class: 'section-title', text: t('heads.title') }), intro,
    h('div', { class: 'heads-controls' }, [modes, detail]), panels]);
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
      const input = h('input', { type: 'radio', name, id, value: o.value, 'data-key': id,
        on: { change: () => {
          if (o.value === 'all') actions.set({ heads: vm.heads.map((x) => x.index) });
          else if (o.value !== 'set') actions.set({ heads: [Number(o.value)], head: Number(o.value) });
        } } });
      radios.push(input);
      return h('span', { class: 'segment' }, [input, h('label', { for: id, text: o.text })]);
    }));
  }

  function panel(vm, head) {
    const f = quote(head.focus.text);
    return h('section', { class: 'head-panel' + (head.focus.idle ? ' is-idle' : ''), data: { head: head.id },
      'aria-labelledby': 'head-title-' + head.index }, [
      h('header', { class: 'head-header' }, [
        h('h4', { class: 'head-label', id: 'head-title-' + head.index }, [
          h('span', { class: 'head-tag', text: t('heads.tag') }), ' ', head.label]),
        h('p', { class: 'head-question', text: head.question }),
      ]),
      h('p', { class: 'focus-line' + (head.focus.idle ? ' is-idle' : '') }, [
        h('strong', { text: t('heads.looks-for', { token: f }) }), head.focus.looksFor]),
      matchTable(h('div', { class: 'match-box' }), vm, head, actions),
      h('ul', { class: 'story' }, head.story.map((s) => h('li', { class: 'story-' + s.kind, text: s.text }))),
      blend(h('section', { class: 'blend' }), vm, head),
    ]);
  }

  function render(vm) {
    const several = vm.heads.length > 1;
    intro.textContent = t(several ? 'heads.intro-several' : 'heads.intro-one', { token: quote(vm.focusText) });
    const shape = vm.scenario.key + '|' + vm.heads.map((x) => x.label).join('|') + '|' + (isSubset(vm) ? vm.shownHeads.join(',') : '');
    if (shape !== modesShape) { modesShape = shape; buildModes(vm); }
    modes.hidden = !several || vm.hide.includes('heads');
    const mode = vm.allHeads ? 'all' : isSubset(vm) ? 'set' : String(vm.shownHead);
    for (const r of radios) r.checked = r.value === mode;
    detail.textContent = t(vm.detail ? 'heads.detail-hide' : 'heads.detail-show');
    detail.setAttribute('aria-expanded', vm.detail ? 'true' : 'false');
    const shown = vm.shownHeads.map((i) => vm.heads[i]);
    panels.classList.toggle('is-single', shown.length === 1);
    replace(panels, shown.map((head) => panel(vm, head)));
  }

  return { render };
}
