// The editor's "where it starts": the word whose query is shown first, the head
// shown first, the magnitude, the sink and the causal mask.
import { h, replace } from '../js/lib/dom.js';
import { LIMITS } from '../js/scenario/scenario.js';
import { checkField, numberField, section, selectField } from './fields.js';

export function startSection(app) {
  const body = h('div');
  const node = section('Where it starts', [body], { id: 'au-start-section' });
  function render() {
    const m = app.model;
    const words = [{ value: '', text: 'The first word that asks something' }]
      .concat(m.tokens.map((t, i) => ({ value: String(i), text: `${i + 1}. ${t.text}` })));
    const parts = [
      selectField('Focus: the word whose query is shown', words, m.focus === null ? '' : String(m.focus),
        (v) => { m.focus = v === '' ? null : Number(v); app.changed([]); }, { id: 'au-focus' }),
    ];
    if (m.heads.length > 1) {
      parts.push(selectField('The head shown first', [{ value: '', text: 'The first head' }]
        .concat(m.heads.map((head) => ({ value: head.key, text: `${head.id} (${head.label})` }))),
      m.head === null ? '' : m.head, (v) => { m.head = v === '' ? null : v; app.changed([]); }, { id: 'au-head' }));
    }
    parts.push(
      numberField('Magnitude (every match score is multiplied by it)', m.magnitude, (n) => { m.magnitude = n; app.changed([]); },
        { min: LIMITS.magnitude[0], max: LIMITS.magnitude[1], step: 0.5, id: 'au-magnitude' }),
      checkField('The sink is on', m.sink.on, (on) => { m.sink.on = on; app.changed([]); }, { id: 'au-sink-on' }),
      numberField('The sink’s score', m.sink.score, (n) => { m.sink.score = n; app.changed([]); },
        { min: LIMITS.sinkScore[0], max: LIMITS.sinkScore[1], step: 0.5, id: 'au-sink-score' }),
      checkField('Causal: each word sees only itself and the words before it', m.causal, (on) => { m.causal = on; app.changed([]); },
        { id: 'au-causal' }),
    );
    replace(body, parts);
  }
  return { node, render };
}
