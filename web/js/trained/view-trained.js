// The learned step's trained model ("Where the vectors come from", before the
// toy training): in plain words first (what it read, what it learned to do,
// how well, and that it is small and not GPT); then a sentence the learner picks
// or types, what the chosen word looks at (the match table's bars, the sink
// last), the model's three best guesses for the next word and, over the
// snapshots saved while it trained, that pattern forming as the loss falls.
// No word "head": the chapter names heads one section later.
//
// Built by its stand-in (views/view-later.js) with the views' actions: actions.trainedModel() is a promise
// of the loaded model (loadModel()'s object); actions.keep.trained what outlives a rebuild of the views
// (the sentence, the focus, the snapshot).
// Every text goes in as text (dom.js); the numbers and sentences come from trained-model.js.
import { h, keyed, replace, setAttr, setText } from '../lib/dom.js';
import { meterPart, saidPart, setSentence } from '../views/view-bits.js';
import * as M from './trained-model.js';
import { SENTENCE_BOX, drawWordButtons, keptSentence, problemLine } from './trained-bits.js';
import * as I from '../i18n/i18n.js';

const SAY_AFTER_MS = 300; // a held key on the scrubber says only where it settled

export function trainedCard(container, actions) {
  const { t } = actions;
  const model = actions.trainedModel;
  const keep = actions.keep.trained || (actions.keep.trained = {});
  const count = (n) => I.count(actions.lang, n); // a whole count, grouped ("2,541,442")
  const w = { t, share: actions.share, count, num: actions.num, quote: actions.quote, list: (words) => I.list(actions.lang, words) };
  const status = h('p', { class: 'status', role: 'status', text: t('trained.loading') });
  const body = h('div', { class: 'trained-body', hidden: true });
  replace(container, [h('h3', { class: 'section-title', id: 'trained-title', text: t('trained.section') }), status, body]);

  let m = null;
  let about = null;
  let head = 0;
  let view = null;
  let sayTimer = 0;
  const say = (text) => {
    clearTimeout(sayTimer);
    sayTimer = setTimeout(() => { if (container.isConnected) actions.say(text); }, SAY_AFTER_MS);
  };

  // -- what the model is, in plain words
  const intro = h('p', { class: 'trained-intro' });
  const frame = h('p', { class: 'explain' });
  const accuracy = h('p', { class: 'explain' });

  // -- the sentence: a preset, or the learner's own
  const ownId = 'trained-own';
  // The presets as buttons in a disclosure, closed at first: a <select> on screen is taken by Orca for the
  // focus moving into a menu (tests/browser/listening.test.js), and a disclosure keeps the card compact.
  // (Its sentences are the model's language's: filled in when the model is here.)
  const presetList = h('ul', { class: 'trained-preset-list' });
  const presets = h('details', { class: 'trained-presets', 'data-key': 'trained-presets' }, [
    h('summary', { text: t('trained.presets') }), presetList,
  ]);
  const own = h('input', Object.assign({ id: ownId, 'data-key': 'trained-own' }, SENTENCE_BOX));
  const readButton = h('button', { type: 'button', class: 'button small', 'data-key': 'trained-read', text: t('trained.read'),
    on: { click: () => read(own.value, null, true) } });
  own.addEventListener('keydown', (event) => { if (event.key === 'Enter') { event.preventDefault(); read(own.value, null, true); } });
  const problem = problemLine(t);
  const pick = h('div', { class: 'trained-pick', role: 'group', 'aria-label': t('trained.sentence') }, [
    h('div', { class: 'picker' }, [presets]),
    h('div', { class: 'picker' }, [h('label', { for: ownId, text: t('trained.own') }), h('div', { class: 'trained-own-row' }, [own, readButton])]),
  ]);

  // -- its words (unknown ones as "?"), each a button that makes it the focus
  const unknown = h('p', { class: 'trained-unknown' });
  const words = h('div', { class: 'trained-words', role: 'toolbar', 'aria-label': t('trained.words') });

  // -- the guesses: what comes after the sentence's last word
  const guessTitle = h('h4', { class: 'trained-subtitle' });
  const guessList = h('ol', { class: 'trained-guesses' });
  const guessSentence = h('p', { class: 'explain' });

  // -- what the focus looks at
  const looksTitle = h('h4', { class: 'trained-subtitle' });
  const lookRows = h('tbody');
  const lookTable = h('table', { class: 'match trained-table' }, [
    h('thead', null, h('tr', null, [h('th', { scope: 'col', text: t('trained.col-word') }), h('th', { scope: 'col', class: 'meter-cell', text: t('trained.col-share') })])),
    lookRows]);
  const lookScroll = h('div', { class: 'table-scroll', tabindex: 0, role: 'region', 'aria-labelledby': 'trained-looks' }, [lookTable]);
  setAttr(looksTitle, 'id', 'trained-looks');
  const lookSentence = h('p', { class: 'trained-sentence' });

  // -- the snapshots saved while it trained
  const scrubId = 'trained-scrubber';
  const scrub = h('input', { type: 'range', id: scrubId, min: 0, step: 1, 'data-key': 'trained-scrubber',
    on: { input: () => { keep.snapshot = Number(scrub.value); drawSnapshot(true); } } });
  const scrubValue = h('span', { class: 'trained-scrub-value', 'aria-hidden': 'true' });
  const historyNote = h('p', { class: 'explain' });
  const historyRows = h('div', { class: 'trained-history-bars' });
  const historySentence = h('p', { class: 'trained-sentence' });

  replace(body, [
    intro, frame, accuracy,
    pick, problem.node,
    unknown, words,
    // What the word looks at right under the words that choose it (on a phone, one screen), then the guesses.
    looksTitle, h('p', { class: 'explain', text: t('trained.looks-note') }), lookScroll, lookSentence,
    guessTitle, guessList, guessSentence,
    h('h4', { class: 'trained-subtitle', text: t('trained.history') }), historyNote,
    h('div', { class: 'trained-scrub' }, [h('label', { for: scrubId, text: t('trained.scrubber') }), scrub, scrubValue]),
    historySentence, historyRows,
  ]);

  function read(text, focus, byLearner) {
    const value = String(text || '').trim();
    if (!m || !value) return;
    let reading;
    let next;
    try {
      reading = m.attention(value);
      next = m.nextWords(value, 3);
    } catch (error) {
      problem.show(error);
      return;
    }
    problem.hide();
    keep.sentence = value;
    keep.sentenceLanguage = m.language;
    keep.focus = focus;
    view = M.readingView(reading, next, head, focus);
    drawReading();
    if (byLearner) say(M.readingNews(w, view));
  }

  function focusOn(index) {
    if (!view || index === view.focus) return;
    read(keep.sentence, index, false);
    say(M.lookText(w, view));
  }

  function drawReading() {
    setText(unknown, M.unknownText(w, view.unknown));
    unknown.hidden = view.unknown.length === 0;
    drawWordButtons(words, view.tokens, t, 'trained-word-', focusOn);
    keyed(guessList, view.guesses.map((g, i) => Object.assign({ i }, g)), (g) => String(g.i), () => {
      const word = h('span', { class: 'token-name' });
      const meter = meterPart();
      return {
        node: h('li', null, [word, meter.node]),
        update(g) {
          setText(word, g.word);
          setAttr(word, 'aria-hidden', 'true');
          meter.update(g.share, t('trained.guess-said', { word: actions.quote(g.word) }), null, actions.lang);
        },
      };
    });
    setText(guessTitle, t('trained.guesses', { last: actions.quote(view.tokens[view.tokens.length - 1].shown) }));
    setSentence(guessSentence, M.guessText(w, view));
    const focus = actions.quote(view.focusShown);
    setText(looksTitle, t('trained.looks', { focus }));
    const rows = view.rows.map((r) => ({ key: 'w' + r.index, r, label: actions.quote(r.shown) }))
      .concat([{ key: 'sink', r: { shown: t('trained.sink'), share: view.sink, isFocus: false, sink: true, known: true }, label: null }]);
    drawBars(lookRows, rows, focus, 'tr');
    setSentence(lookSentence, M.lookText(w, view));
  }

  // Rows of bars: a word (its note when unknown) and its share of the focus's attention. Each row is
  // given this drawing's focus (a row kept from an earlier drawing once said the first focus's name).
  function drawBars(parent, rows, focus, tag) {
    keyed(parent, rows.map((x) => Object.assign({ focus }, x)), (x) => x.key, () => {
      const name = h('span', { class: 'token-name' });
      const note = h('span', { class: 'note' });
      const meter = meterPart();
      const node = tag === 'tr'
        ? h('tr', null, [h('th', { scope: 'row', class: 'token-cell', 'aria-hidden': 'true' }, [name, note]), h('td', { class: 'meter-cell' }, [meter.node])])
        : h('div', { class: 'trained-bar' }, [h('span', { class: 'token-cell', 'aria-hidden': 'true' }, [name]), meter.node]);
      return {
        node,
        update(x) {
          setText(name, x.r.shown);
          setText(note, x.r.known ? '' : x.r.text);
          note.hidden = x.r.known;
          setAttr(node, 'class', (tag === 'tr' ? '' : 'trained-bar ') + (x.r.sink ? 'is-sink' : x.r.isFocus ? 'is-self' : '') || null);
          const label = x.r.sink ? t('trained.meter-sink', { focus: x.focus }) : t('trained.meter', { word: x.label, focus: x.focus });
          meter.update(x.r.share, label, x.r.sink ? 'sink' : x.r.isFocus ? 'self' : null, actions.lang);
        },
      };
    });
  }

  function drawSnapshot(byLearner) {
    const snap = M.snapshotView(m.snapshots, head, keep.snapshot);
    scrub.value = String(snap.at);
    const value = t('trained.scrubber-value', { step: count(snap.step), last: count(snap.lastStep), loss: actions.num(snap.loss) });
    setText(scrubValue, value);
    setAttr(scrub, 'aria-valuetext', value);
    const focus = actions.quote(snap.focusText);
    setText(historyNote, t('trained.history-note', { sentence: snap.sentence, focus }));
    const rows = snap.rows.map((r) => ({ key: 'w' + r.index, r, label: actions.quote(r.shown) }))
      .concat([{ key: 'sink', r: { shown: t('trained.sink'), share: snap.sink, sink: true, known: true }, label: null }]);
    drawBars(historyRows, rows, focus, 'div');
    const text = M.snapshotText(w, snap);
    setSentence(historySentence, text);
    if (byLearner) say(text);
  }

  model().then((loaded) => {
    m = loaded;
    head = M.shownHead(m.heads);
    about = M.aboutView(m.about, m.shape, m.vocabulary);
    setText(intro, M.introText(w, about));
    setText(frame, M.frameText(w, about));
    setSentence(accuracy, M.accuracyText(w, about));
    scrub.max = String(m.snapshots.steps.length - 1);
    if (keep.snapshot === undefined) keep.snapshot = m.snapshots.steps.length - 1;
    const choices = M.presetsOf(m.language);
    replace(presetList, choices.map((text, i) => h('li', null, h('button', { type: 'button', class: 'button small',
      'data-key': 'trained-preset-' + i, text, on: { click: () => { own.value = text; read(text, null, true); } } }))));
    const { sentence, same } = keptSentence(keep.sentence, keep.sentenceLanguage, m.language, choices);
    if (!own.value) own.value = sentence; // (what the learner typed and did not read yet stays: focus-keeping.js)
    status.hidden = true;
    body.hidden = false;
    read(sentence, same ? keep.focus : null, false);
    drawSnapshot(false);
  }).catch((error) => {
    setText(status, t('trained.unavailable', { reason: String(error && error.message || error) }));
  });

  return {
    render(vm) {
      container.hidden = vm.step !== 'learned';
    },
  };
}
