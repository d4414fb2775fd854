// The sink step's one more example: the sink a real model learned. Inside a
// disclosure of the main file's own, closed at first (element/layout.js), so
// the step stays compact and neither this part nor the model is fetched until
// a learner opens it; built then, the trained model reads the chapter's sentence and shows,
// in the way of looking that finds what "it" stands for, a word with nothing
// to find resting on the sink ("sat") and one that finds its match ("it"),
// each as bars (its largest share, the other words together, the sink) and a
// sentence from those same shares. No head is named: the chapter names heads
// two sections later.
// Built by its stand-in (views/view-later.js): actions.trainedModel() is a promise of the loaded model.
import { h, keyed, replace, setText } from '../lib/dom.js';
import { meterPart, setSentence } from '../views/view-bits.js';
import * as M from './trained-model.js';
import * as I from '../i18n/i18n.js';


export function trainedSinkCard(container, actions) {
  const { t } = actions;
  const w = { t, share: actions.share, count: (n) => I.count(actions.lang, n), num: actions.num, quote: actions.quote,
    list: (words) => I.list(actions.lang, words) };
  const status = h('p', { class: 'status', role: 'status', text: t('trained.loading') });
  const body = h('div', { class: 'trained-body' }, [status]);
  replace(container, [body]);

  // Built once its disclosure is opened: the model is asked for at once.
  actions.trainedModel().then((m) => {
    const example = M.sinkSentenceOf(m.language);
    const reading = m.attention(example.sentence);
    // The head the views show for the example's pronoun ("it", «él», «ـه»): the one certified for it. The
    // card names the pronouns that way of looking was certified for (the header's), never a fixed list.
    const pronoun = reading.tokens[example.words[1]].text;
    const shown = M.shownHead(m.heads, pronoun);
    const certified = (m.heads[shown] && m.heads[shown].pronouns) || [];
    const pronouns = w.list((certified.length ? certified : [pronoun]).map((p) => actions.quote(p)));
    const examples = M.sinkExample(reading, shown, example.words);
    const blocks = examples.map((x) => {
      const focus = actions.quote(x.focusShown);
      const bars = h('div', { class: 'trained-head-bars' });
      const lines = [
        { key: 'best', text: x.best.shown, share: x.best.share, kind: x.best.isFocus ? 'self' : null, word: actions.quote(x.best.shown) },
      ].concat(x.others ? [{ key: 'others', text: t('trained.others', { count: x.otherCount }), share: x.others, kind: null,
        word: t('trained.others', { count: x.otherCount }) }] : [])
        .concat([{ key: 'sink', text: t('trained.sink'), share: x.sink, kind: 'sink', word: t('trained.sink') }]);
      keyed(bars, lines, (r) => r.key, () => {
        const word = h('span', { class: 'token-name', 'aria-hidden': 'true' });
        const meter = meterPart();
        const line = h('div', { class: 'trained-head-bar' }, [word, meter.node]);
        return { node: line, update(r) {
          setText(word, r.text);
          line.className = 'trained-head-bar' + (r.kind ? ' is-' + r.kind : '');
          meter.update(r.share, r.key === 'sink' ? t('trained.meter-sink', { focus }) : t('trained.meter', { word: r.word, focus }), r.kind, actions.lang);
        } };
      });
      const said = h('p', { class: 'trained-sentence' });
      setSentence(said, M.lookText(w, x));
      return h('div', { class: 'trained-head' }, [h('h4', { class: 'head-label', text: t('trained.looks', { focus }) }), bars, said]);
    });
    // The chapter's sentence with a model that reads left to right: at the pronoun it has not read "tired" yet.
    const tokens = reading.tokens;
    const note = example.settles < tokens.length
      ? M.notYetReadText(w, M.shownText(tokens[example.words[1]]), M.shownText(tokens[example.settles])) : '';
    replace(body, [h('p', { class: 'explain', text: t('trained.sink-intro', { sentence: example.sentence, pronouns }) }),
      h('div', { class: 'trained-heads' }, blocks)].concat(note ? [h('p', { class: 'explain trained-not-yet', text: note })] : []));
    actions.say(examples.map((x) => M.lookText(w, x)).join(' '));
  }, (error) => setText(status, t('trained.unavailable', { reason: String(error && error.message || error) })));

  return { render(vm) { container.hidden = vm.step !== 'sink'; } };
}
