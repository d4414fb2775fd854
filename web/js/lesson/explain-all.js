// The sentences only the whole playground writes: "What this means" under
// the widget and the heatmap's caption, with their words (all-words.js). They
// come with the parts that show them (the explore part, the picture's export
// part) and join explain.js, which has none until then.
import '../i18n/all-words.js';
import * as I from '../i18n/i18n.js';
import { addTexts, named, ranked, sentences, speaker, top } from './explain.js';

function headSummary(head, lang) {
  if (head.focus.idle) return I.t(lang, 'summary.idle', { label: head.label });
  return I.t(lang, 'summary.head', { label: head.label, reading: head.blend.reading.text });
}

// The one sentence under the widget ("What this means").
function meaning(vm) {
  const say = speaker(vm.lang);
  const { t, share, each } = say;
  const head = vm.heads[vm.shownHead];
  const token = say.quote(vm.focusText);
  if (vm.shownHeads.length > 1) {
    return t('meaning.heads', { token, summaries: vm.shownHeads.map((i) => headSummary(vm.heads[i], vm.lang)).join(t('say.head-join')) });
  }
  const best = top(head, vm.lang);
  const params = { label: head.label, token, gathers: head.blend.reading.phrase, looksFor: head.focus.looksFor };
  if (head.focus.idle) {
    return t(best.best.kind === 'sink' && best.tied.length === 1 ? 'meaning.idle-sink' : 'meaning.idle-even', params);
  }
  const leak = best.share < 0.6 ? t('meaning.leak', { magnitude: say.num(vm.magnitude) }) : '';
  if (best.even) return t('meaning.even', params);
  if (best.best.kind === 'sink' && best.tied.length === 1) {
    // A word that fits but scores too little to beat the sink is named, not "nothing fits".
    const runnerUp = ranked(head, vm.lang)[1];
    if (runnerUp && runnerUp.score > 1e-9) {
      return t('meaning.sink-small', Object.assign(params, { best: say.quote(runnerUp.text), magnitude: say.num(vm.magnitude) }));
    }
    return t('meaning.sink', params);
  }
  if (best.tied.length > 1) {
    return sentences([t('meaning.tie', Object.assign(params, {
      list: say.list(best.tied.map((e) => named(e, say))), pct: each(best.tied.map((e) => e.share)) })), leak]);
  }
  if (best.best.kind === 'self') return sentences([t('meaning.self', params), leak]);
  const row = head.rows.find((r) => r.text === best.best.text && !r.isFocus);
  return sentences([t('meaning.winner', Object.assign(params, { best: say.quote(best.best.text),
    advertises: row ? row.advertises : t('explain.a-match'), pct: share(best.best.share) })), leak]);
}

// The heatmap's caption.
function heatmap(vm, map) {
  const say = speaker(vm.lang);
  const { t } = say;
  const head = vm.heads[map.head];
  const token = say.quote(vm.focusText);
  return sentences([
    t('heatmap-text.base', { token, label: head.label }),
    vm.sink.on && t('heatmap-text.sink'),
    // Beyond a short table, the grid is a canvas (heatmap-canvas.js): grey labels and hatched cells.
    !map.table && t('heatmap-text.long', { count: map.tokenCount }),
    t(vm.causal ? (map.table ? 'heatmap-text.causal-on' : 'heatmap-text.causal-on-long') : 'heatmap-text.causal-off'),
    map.idleRows > 0 && t((vm.sink.on ? 'heatmap-text.idle-sink' : 'heatmap-text.idle') + (map.table ? '' : '-long')),
  ]);
}

addTexts({ meaning, heatmap });
