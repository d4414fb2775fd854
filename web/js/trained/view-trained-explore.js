// explore.html: a typed sentence read by the trained model instead of the
// rules, a heatmap per head (a row per word: the share of its attention each
// word up to it gets, and the sink; every cell with its number). Built inside
// the main file's disclosure (element/layout.js) once a learner opens it, so the
// part and the model load only then. It reads the sentence the playground shows
// (the learner's typed one) until the learner types in its own box. Each head is
// named only by its measured job, with its figure; the others "no clear job".
// Once the learner has trained the learned step's model on this page, a choice reads with it instead:
// "the model you trained" (actions.learnerModel(): its weights as they are when chosen or read again).
// Built by its stand-in (views/view-later.js): actions.trainedModel() is a promise of the loaded model.
import { fitBox } from '../lib/fit-box.js';
import { h, keyed, replace, setText } from '../lib/dom.js';
import { saidPart, setSentence } from '../views/view-bits.js';
import * as M from './trained-model.js';
import { SENTENCE_BOX, problemLine } from './trained-bits.js';
import * as I from '../i18n/i18n.js';

export function trainedExploreCard(container, actions) {
  const { t } = actions;
  const count = (n) => I.count(actions.lang, n);
  const w = { t, share: actions.share, count, num: actions.num, quote: actions.quote, list: (words) => I.list(actions.lang, words) };
  const status = h('p', { class: 'status', role: 'status', text: t('trained.loading') });
  const own = h('input', Object.assign({ id: 'trained-explore-own', 'data-key': 'trained-explore-own' }, SENTENCE_BOX));
  own.addEventListener('keydown', (event) => { if (event.key === 'Enter') { event.preventDefault(); readAgain(); } });
  own.addEventListener('input', () => { follows = false; });
  const readButton = h('button', { type: 'button', class: 'button small', 'data-key': 'trained-explore-read', text: t('trained.read'),
    on: { click: () => readAgain() } });
  // Read again at the learner's request: with the learner's model, its weights as they are now.
  const readAgain = () => (which === 'yours' ? choose('yours') : read(true));
  const problem = problemLine(t);
  // Which model reads: the committed one, or the learner's own (shown once there is one).
  let committed = null;
  let which = 'committed';
  let modelKey = 0; // which model the heatmaps were drawn by (a new one draws them anew)
  const choice = (value) => {
    const id = 'trained-explore-with-' + value;
    const input = h('input', { type: 'radio', name: 'trained-explore-with', id, value, 'data-key': id,
      on: { change: () => choose(value) } });
    const label = h('label', { for: id });
    return { input, label, node: h('span', { class: 'segment' }, [input, label]) };
  };
  const withCommitted = choice('committed');
  const withYours = choice('yours');
  withCommitted.input.checked = true;
  setText(withCommitted.label, t('trained.with-committed'));
  const withBox = h('div', { class: 'trained-with', role: 'radiogroup', 'aria-label': t('trained.read-with'), hidden: true },
    [h('span', { class: 'trained-with-label', 'aria-hidden': 'true', text: t('trained.read-with') }), withCommitted.node, withYours.node]);
  const unknown = h('p', { class: 'trained-unknown' });
  const maps = h('div', { class: 'trained-maps' });
  const body = h('div', { class: 'trained-body', hidden: true }, [
    h('p', { class: 'explain', text: t('trained.explore-intro') }),
    withBox,
    h('div', { class: 'picker' }, [h('label', { for: 'trained-explore-own', text: t('trained.own') }), h('div', { class: 'trained-own-row' }, [own, readButton])]),
    problem.node, unknown, maps]);
  replace(container, [status, body]);
  let m = null;
  let follows = true; // the box shows the playground's sentence until the learner types in it
  let shownSentence = '';
  // Whether the model can read the playground's sentence whole (at most its context of words).
  const fits = (sentence) => {
    const n = sentence.split(/\s+/).filter(Boolean).length;
    return n > 0 && n <= m.shape.context;
  };

  // The learner's model, read again (its weights may have moved on since), or the committed one.
  function choose(value) {
    which = value;
    if (value === 'committed') { if (committed) { modelKey += 1; m = committed; read(true); } return; }
    actions.learnerModel().then((loaded) => {
      if (which !== 'yours') return;
      if (loaded !== m) modelKey += 1;
      m = loaded;
      read(true);
    }, (error) => problem.show(error));
  }

  actions.trainedModel().then((loaded) => {
    committed = loaded;
    if (which === 'committed') m = loaded;
    // What the learner typed before the views were built again stays (focus-keeping.js), and no longer follows.
    if (own.value) follows = false;
    else own.value = follows && fits(shownSentence) ? shownSentence : M.presetsOf(m.language)[0];
    status.hidden = true;
    body.hidden = false;
    read(false);
  }, (error) => setText(status, t('trained.unavailable', { reason: String(error && error.message || error) })));

  function read(byLearner) {
    let reading;
    try {
      reading = m.attention(own.value.trim());
    } catch (error) {
      problem.show(error);
      return;
    }
    problem.hide();
    const unknownWords = M.unknownWords(reading.tokens);
    setText(unknown, M.unknownText(w, unknownWords));
    unknown.hidden = unknownWords.length === 0;
    const heads = M.heatmaps(reading, m.heads, m.about.heldOut.stories);
    const words = reading.tokens.map((x) => M.shownText(x)); // as typed, known or not (the 'does not know' line says which)
    keyed(maps, heads.map((x) => ({ x, key: modelKey + '|' + x.index + '|' + words.join(' ') })), (y) => y.key, (first) => {
      const { x } = first;
      const at = { layer: count(x.layer + 1), head: count(x.head + 1) };
      const name = t('trained.layer-head', at) + ': ' + M.headName(w, x);
      const figure = h('p', { class: 'explain' });
      setSentence(figure, M.headFigureText(w, x));
      const headRow = h('tr', null, [h('th', { scope: 'col', text: t('trained.col-word') })]
        .concat(words.map((word) => h('th', { scope: 'col', text: word })), [h('th', { scope: 'col', class: 'is-sink', text: t('trained.sink') })]));
      const rows = x.rows.map((r) => h('tr', null, [h('th', { scope: 'row', text: r.shown })]
        .concat(r.cells.map((c, j) => (c ? cell(c, t('trained.meter', { word: actions.quote(words[j]), focus: actions.quote(r.shown) }))
          : h('td', { class: 'tr-cell is-masked' }, [saidPart(t('trained.cannot-see'))]))),
        [cell(r.sink, t('trained.meter-sink', { focus: actions.quote(r.shown) }), true)])));
      const table = h('table', { class: 'trained-map' }, [h('caption', { class: 'visually-hidden', text: name }), h('thead', null, headRow), h('tbody', null, rows)]);
      // Too wide for its box, its cells grow smaller, then its words stand upright; only then it scrolls, saying so (lib/fit-box.js).
      const box = h('div', { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-label': name }, [table]);
      const scrolls = h('p', { class: 'explain scrolls-note', hidden: true, text: t('match.scrolls') });
      fitBox(box, 2, (level) => { box.classList.toggle('map-compact', level >= 1); box.classList.toggle('map-tiny', level >= 2); },
        { scrolls: (on) => { scrolls.hidden = !on; }, cells: 'td.tr-cell' });
      return { node: h('section', { class: 'trained-head', 'aria-label': name }, [h('h4', { class: 'head-label', text: name }), figure,
        scrolls, box]), update() {} };
    });
    if (byLearner) say(heads[M.shownHead(m.heads)], words, M.defaultFocus(reading.tokens));
  }

  // A cell: its number, said after its label ("“cat”: share of the attention of “it”: 98.5%").
  function cell(share, label, sink) {
    const td = h('td', { class: 'tr-cell' + (sink ? ' is-sink' : '') }, [saidPart(label + ':'), actions.share(share)]);
    td.style.setProperty('--w', String(Math.min(1, share.weight)));
    return td;
  }

  // What the live region says: in the head that finds what "it" stands for best, what the last pronoun (else the last word) looks at.
  function say(x, words, focus) {
    const last = x.rows[focus];
    let best = { share: last.sink, word: t('trained.sink') };
    last.cells.forEach((c, j) => { if (c && c.units > best.share.units) best = { share: c, word: actions.quote(words[j]) }; });
    actions.say(t('trained.explore-said', { count: words.length, words: count(words.length), focus: actions.quote(last.shown), word: best.word, pct: actions.share(best.share),
      layer: count(x.layer + 1), head: count(x.head + 1) }));
  }

  return {
    render(vm) {
      container.hidden = vm.step !== 'all';
      const so = actions.learnerTraining ? actions.learnerTraining() : null;
      withBox.hidden = !so;
      if (so) setText(withYours.label, t('trained.with-yours', { steps: count(so.step), count: so.step }));
      const sentence = vm.tokens.slice().sort((a, b) => a.index - b.index).map((x) => x.text).join(' ');
      if (sentence === shownSentence) return;
      shownSentence = sentence;
      if (m && follows && fits(sentence)) { own.value = sentence; read(false); }
    },
  };
}
