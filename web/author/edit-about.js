// The editor's first parts: the step, where to start from, the example's id,
// title and task, and its sentence (tokenized by the core as the widget does).
import { h, replace, setText } from '../js/lib/dom.js';
import { LIMITS } from '../js/scenario/scenario.js';
import { button, section, selectField, textField } from './fields.js';
import { setSentence } from './model.js';
import { STARTERS, STEPS } from './starters.js';

export function aboutSection(app) {
  const body = h('div');
  const node = section('The step and the task', [body], { id: 'au-about' });
  function render() {
    const m = app.model;
    let startFrom = 'it';
    replace(body, [
      selectField('Step of the chapter', STEPS.map((s) => ({ value: s.id, text: s.name })), app.step,
        (value) => { app.step = value; app.changed([]); }, { id: 'au-step' }),
      h('div', { class: 'au-row' }, [
        selectField('Start again from a built-in example', Object.keys(STARTERS).map((id) => ({ value: id, text: `${STARTERS[id].title} (${id})` })),
          startFrom, (value) => { startFrom = value; }, { id: 'au-starter', cls: 'au-grow' }),
        button('Start from it', () => app.startFrom(startFrom), { id: 'au-start', label: 'Start from it: the built-in example chosen (you can undo it)' }),
      ]),
      textField('Id (lowercase letters, digits and hyphens)', m.id, (v) => { m.id = v; app.changed([]); },
        { id: 'au-id', max: LIMITS.name }),
      textField('Title', m.title, (v) => { m.title = v; app.changed([]); }, { id: 'au-title', max: LIMITS.title }),
      textField('Task: what the learner should try', m.tryThis, (v) => { m.tryThis = v; app.changed([]); },
        { id: 'au-task', max: LIMITS.tryThis, rows: 2, hint: 'Shown as “Try this”. Choose below what “done” means, so the widget can show its ✓.' }),
      // What the page does not edit, it keeps as it came: say so, so stale words are no surprise.
      kept(m) ? h('p', { class: 'au-hint', id: 'au-kept', text: kept(m) }) : null,
    ]);
  }
  return { node, render };
}

function kept(m) {
  const parts = [];
  const langs = m.translations ? Object.keys(m.translations) : [];
  if (langs.length) parts.push(`its translations (${langs.join(', ')})`);
  if (m.controls !== undefined) parts.push('the controls it hides');
  if (m.swap) parts.push('its word-order swap');
  return parts.length ? `This example also has ${parts.join(', ')}: the page keeps them as they came (edit them in the JSON).` : '';
}

export function sentenceSection(app) {
  const words = h('ol', { class: 'au-tokens', 'aria-label': 'The words, as the widget splits them' });
  const count = h('p', { class: 'au-hint', id: 'au-sentence-hint' });
  let input = null;
  const field = h('div');
  const node = section('The sentence', [field, count, words], { id: 'au-sentence-section' });

  function showTokens() {
    const tokens = app.model.tokens.map((t) => t.text);
    replace(words, tokens.map((t) => h('li', { text: t })));
    setText(count, tokens.length === 1 ? '1 word.' : `${tokens.length} words. Each word below gets its own numbers and texts; a word you keep keeps them.`);
  }

  function onInput(value) {
    let tokens;
    try {
      tokens = app.core.tokenize(value);
      // More words than a scenario may have: not drawn as rows nor aligned, word by word, on every keystroke.
      if (tokens.length === 0 || tokens.length > LIMITS.tokens) throw new Error('no words, or too many');
    } catch (error) {
      app.model.sentence = value; // the check names the problem; the words keep their numbers
      app.changed([]);
      return;
    }
    setSentence(app.model, value, tokens);
    showTokens();
    app.changed(['words', 'rule', 'settings']);
  }

  function render() {
    input = textField('Sentence', app.model.sentence, onInput, { id: 'au-sentence', max: LIMITS.sentence });
    input.querySelector('input').setAttribute('aria-describedby', 'au-sentence-hint');
    replace(field, [input]);
    showTokens();
  }
  return { node, render };
}
