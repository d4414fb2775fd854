// The heads of the trained model, once the heads step's switch (the main file's
// views/view-model-switch.js) has picked them: the trained model's heads side by side, each named
// only by its measured job with its figure ("finds what “it” stands for: 91.1%
// of its attention goes to …, measured on 1,000 new stories"), every other one
// "no clear job" with the figure it comes closest to; and on a sentence the
// learner picks or types, what the chosen word looks at in each head (its
// three largest shares, the other words together and the sink: one row
// rounded together, so they add up). While the trained heads are shown, the
// hand-made example's cards step aside (the content's data-heads, trained.css).
//
// The choice is the `model` setting (state.model: "hand-made" or "trained"; a lesson link's model=trained):
// the switch sets it, and the view follows the view model's (shown while it is "trained").
// Built by its stand-in (views/view-later.js): actions.trainedModel() is a promise of the loaded model, asked for
// only once the trained heads are chosen; actions.keep.trained the sentence and the focus, across a rebuild.
import { h, keyed, replace, setAttr, setText } from '../lib/dom.js';
import { meterPart, setSentence } from '../views/view-bits.js';
import * as M from './trained-model.js';
import { SENTENCE_BOX, drawWordButtons, keptSentence, namedFirst, problemLine } from './trained-bits.js';
import * as I from '../i18n/i18n.js';

const SAY_AFTER_MS = 300;

export function trainedHeadsCard(container, actions) {
  const { t } = actions;
  const model = actions.trainedModel;
  const keep = actions.keep.trained || (actions.keep.trained = {});
  const count = (n) => I.count(actions.lang, n); // a whole count, grouped ("2,541,442")
  const w = { t, share: actions.share, count, num: actions.num, quote: actions.quote, list: (words) => I.list(actions.lang, words) };
  let m = null;
  let view = null;
  let sayTimer = 0;
  const say = (text) => {
    clearTimeout(sayTimer);
    sayTimer = setTimeout(() => { if (container.isConnected) actions.say(text); }, SAY_AFTER_MS);
  };

  let shown = null; // the side the switch chose, once the view model has said
  const status = h('p', { class: 'status', role: 'status', hidden: true });
  const intro = h('p', { class: 'explain' });
  // How well the model guesses the next word, beside two simpler guessers and the ceiling after a pronoun.
  const accuracy = h('p', { class: 'explain trained-accuracy' });
  const ownId = 'trained-heads-own';
  // The presets as buttons in a disclosure, closed at first: a <select> on screen is taken by Orca for the
  // focus moving into a menu (tests/browser/listening.test.js), and a disclosure keeps the card compact.
  // (Its sentences are the model's language's: filled in when the model is here.)
  const presetList = h('ul', { class: 'trained-preset-list' });
  const presets = h('details', { class: 'trained-presets', 'data-key': 'trained-heads-presets' }, [
    h('summary', { text: t('trained.presets') }), presetList,
  ]);
  const own = h('input', Object.assign({ id: ownId, 'data-key': 'trained-heads-own' }, SENTENCE_BOX));
  own.addEventListener('keydown', (event) => { if (event.key === 'Enter') { event.preventDefault(); read(own.value, null, true); } });
  const readButton = h('button', { type: 'button', class: 'button small', 'data-key': 'trained-heads-read', text: t('trained.read'),
    on: { click: () => read(own.value, null, true) } });
  const problem = problemLine(t);
  const unknown = h('p', { class: 'trained-unknown' });
  const words = h('div', { class: 'trained-words', role: 'toolbar', 'aria-label': t('trained.words') });
  const lead = h('p', { class: 'explain' });
  // Why a reading that looks like a failure is what it is (trained-model.js whyText), and the
  // chapter's sentence beside its twin (twinText): each one plain sentence, hidden when there is none.
  const why = h('p', { class: 'explain trained-why', hidden: true });
  const twin = h('p', { class: 'explain trained-twin', hidden: true });
  const cards = h('div', { class: 'trained-heads' });
  const body = h('div', { class: 'trained-body', hidden: true }, [
    intro,
    h('div', { class: 'trained-pick', role: 'group', 'aria-label': t('trained.sentence') }, [
      h('div', { class: 'picker' }, [presets]),
      h('div', { class: 'picker' }, [h('label', { for: ownId, text: t('trained.own') }), h('div', { class: 'trained-own-row' }, [own, readButton])]),
    ]),
    problem.node, unknown, words, lead, why, twin, cards, accuracy,
  ]);
  replace(container, [h('h3', { class: 'section-title', id: 'trained-heads-title', text: t('trained.heads-title') }), status, body]);

  function setContent(on) {
    const content = container.parentNode;
    if (content) { if (on) content.setAttribute('data-heads', 'trained'); else content.removeAttribute('data-heads'); }
  }

  function choose(value, byLearner) {
    shown = value;
    const on = value === 'trained';
    setContent(on);
    if (!on) { // (the switch said so)
      body.hidden = true;
      status.hidden = true;
      return;
    }
    if (!m) {
      status.hidden = false;
      setText(status, t('trained.loading'));
      model().then((loaded) => {
        m = loaded;
        if (shown === 'trained') choose('trained', byLearner);
      }, (error) => setText(status, t('trained.unavailable', { reason: String(error && error.message || error) })));
      return;
    }
    status.hidden = true;
    body.hidden = false;
    const named = m.heads.filter((x) => x.job !== 'none').length;
    setText(intro, t('trained.heads-intro', { count: count(m.heads.length), stories: count(m.about.heldOut.stories) }));
    setSentence(accuracy, M.accuracyText(w, M.aboutView(m.about, m.shape, m.vocabulary)));
    const choices = M.presetsOf(m.language);
    if (!presetList.firstChild) {
      replace(presetList, choices.map((text, i) => h('li', null, h('button', { type: 'button', class: 'button small',
        'data-key': 'trained-heads-preset-' + i, text, on: { click: () => { own.value = text; read(text, null, true); } } }))));
    }
    const { sentence, same } = keptSentence(keep.headsSentence, keep.headsLanguage, m.language, choices);
    if (!own.value) own.value = sentence; // (what the learner typed and did not read yet stays: focus-keeping.js)
    read(sentence, same ? keep.headsFocus : null, false);
    if (byLearner) say(t('trained.heads-switch-said', { count: count(m.heads.length), named: count(named) }));
  }

  function read(text, focus, byLearner) {
    const value = String(text || '').trim();
    if (!m || !value) return;
    let reading;
    try {
      reading = m.attention(value);
    } catch (error) {
      problem.show(error);
      return;
    }
    problem.hide();
    keep.headsSentence = value;
    keep.headsLanguage = m.language;
    keep.headsFocus = focus;
    view = M.headsReading(reading, m.heads, m.about.heldOut.stories, focus, m.about.probes ? m.about.probes.count : 0);
    const focusText = reading.tokens[view.focus].text;
    const shown = M.readingView(reading, [], M.shownHead(m.heads, focusText), view.focus);
    view.why = M.whyText(w, shown, m.about.nouns);
    view.twin = '';
    const which = M.isTwinSentence(m.language, reading.tokens);
    if (which) {
      const pair = M.twinOf(m.language);
      const head = M.meaningHead(m.heads);
      const after = M.looksAfter(m.heads[head]); // the head does its job at the word after "tired": read that word too
      const attend = (text) => m.attention(after ? text + ' ' + pair.after : text);
      try {
        const readings = [attend(pair.sentence), attend(pair.twin)];
        view.twin = M.twinText(w, M.twinView(readings, head, pair, after));
      } catch (error) {
        view.twin = '';
      }
    }
    draw();
    if (byLearner) say(bestText());
  }

  // What the focus looks at in the first head with a measured job (else the first head), for the live region.
  function bestText() {
    const x = view.heads.find((y) => y.job !== 'none') || view.heads[0];
    const focus = actions.quote(view.focusShown);
    const look = x.best.kind === 'sink' ? t('trained.look-sink', { focus, pct: actions.share(x.best.share) })
      : t('trained.look-word', { focus, word: actions.quote(view.tokens[x.best.index].shown), pct: actions.share(x.best.share) });
    return t('trained.layer-head', { layer: count(x.layer + 1), head: count(x.head + 1) }) + ', ' + M.headName(w, x) + ': ' + look;
  }

  function draw() {
    setText(unknown, M.unknownText(w, view.unknown));
    unknown.hidden = view.unknown.length === 0;
    drawWordButtons(words, view.tokens, t, 'trained-heads-word-', (index) => {
      if (index !== view.focus) { read(keep.headsSentence, index, false); say(bestText()); }
    });
    const focus = actions.quote(view.focusShown);
    setText(lead, t('trained.heads-sentence', { focus }));
    setText(why, view.why);
    why.hidden = !view.why;
    setText(twin, view.twin);
    twin.hidden = !view.twin;
    keyed(cards, namedFirst(view.heads), (x) => String(x.index), () => {
      const tag = h('span', { class: 'head-tag' });
      const name = h('span', { class: 'trained-job' });
      const title = h('h4', { class: 'head-label' }, [tag, ' ', name]);
      const figure = h('p', { class: 'explain' });
      const bars = h('div', { class: 'trained-head-bars' });
      const node = h('section', { class: 'trained-head' }, [title, figure, bars]);
      return {
        node,
        update(x) {
          setAttr(node, 'class', 'trained-head' + (x.job === 'none' ? ' is-idle' : ''));
          setAttr(title, 'id', 'trained-head-' + x.index);
          setAttr(node, 'aria-labelledby', 'trained-head-' + x.index);
          setText(tag, t('trained.layer-head', { layer: count(x.layer + 1), head: count(x.head + 1) }) + ':');
          setText(name, M.headName(w, x));
          setSentence(figure, M.headFigureText(w, x));
          const at = { layer: count(x.layer + 1), head: count(x.head + 1) };
          // A word the model does not know is said as typed, and said to be unknown.
          const said = (r) => (r.known ? actions.quote(r.shown) : t('trained.word-unknown', { word: actions.quote(r.shown) }));
          const rows = x.top.map((r) => ({ key: 'w' + r.index, text: r.shown, share: r.share, kind: r.isFocus ? 'self' : r.known ? null : 'unknown',
            label: t('trained.meter-head', Object.assign({ word: said(r), focus }, at)) }));
          if (x.others) {
            const others = t('trained.others', { count: x.otherCount });
            rows.push({ key: 'others', text: others, share: x.others, kind: null, label: t('trained.meter-head', Object.assign({ word: others, focus }, at)) });
          }
          rows.push({ key: 'sink', text: t('trained.sink'), share: x.sink, kind: 'sink',
            label: t('trained.meter-head', Object.assign({ word: t('trained.sink'), focus }, at)) });
          keyed(bars, rows, (r) => r.key, () => {
            const word = h('span', { class: 'token-name', 'aria-hidden': 'true' });
            const meter = meterPart();
            const line = h('div', { class: 'trained-head-bar' }, [word, meter.node]);
            return {
              node: line,
              update(r) {
                setText(word, r.text);
                setAttr(line, 'class', 'trained-head-bar' + (r.kind ? ' is-' + r.kind : ''));
                meter.update(r.share, r.label, r.kind, actions.lang);
              },
            };
          });
        },
      };
    });
  }

  return {
    render(vm) {
      container.hidden = vm.step !== 'heads' || vm.model !== 'trained';
      // A learner's pick is said once drawn; a link's is not (the switch marks a learner's: keep.modelChosen).
      if (vm.model !== shown) { const byLearner = Boolean(keep.modelChosen); keep.modelChosen = false; choose(vm.model, byLearner); }
      setContent(!container.hidden && shown === 'trained');
    },
  };
}
