// Plain-language sentences generated from the numbers: what a vector asks for
// or offers, why the winner won (itself, the sink, a tie, a leak), what the
// blend reads as, and the one-line "What this means". Pure functions of the
// numbers compute() already has; no DOM, no attention maths.
// Every sentence is a whole entry of the language's catalogue (i18n/en/catalogue.js,
// i18n/es/catalogue.js) with the words and numbers filled in, so each language keeps its
// own word order and grammar. `lang` is a language tag (English by default).
import * as I from '../i18n/i18n.js';
import { rest as restOf, sameShown, single, sum as sumShares } from '../lib/shares.js';

// Half a percentage point: weights closer than this read as a tie, and a
// weight below it (tied with nothing) counts for nothing: a long match table
// leaves its row out, the blend's reading its word (compute.js).
export const TIE = 0.005;
// A share that stands out: the word a focus needs has at least this much, and
// so has each word of a blend read as half one, half the other.
const STANDS_OUT = 0.3;

// Helpers bound to one language.
export function speaker(lang) {
  return {
    t: (key, params) => I.t(lang, key, params),
    num: (x) => I.num(lang, x),
    share: (s) => I.share(lang, s),
    // The share each of several entries gets: exact when their shown shares
    // are the same, else "about" their mean (rounding can split a tie by 0.1).
    each: (shares) => (shares.every((x) => sameShown(x, shares[0]))
      ? I.share(lang, shares[0])
      : I.t(lang, 'share.about', { pct: I.share(lang, single(shares.reduce((a, x) => a + x.weight, 0) / shares.length)) })),
    quote: (text) => I.quote(lang, text),
    list: (words) => I.list(lang, words),
  };
}

export function list(words, lang) { return I.list(lang, words); }

export function isZero(vector) { return vector.every((v) => Math.abs(v) < 1e-9); }

// Sentences that follow each other.
export function sentences(parts) { return parts.filter(Boolean).join(' '); }

// The features that stand out in a vector: at least half as big as its
// biggest entry, biggest first, at most three.
// In words: what it has first, what it has not after ("pos 7 and pos 8, but not pos 1";
// "anything but pos 1"), so a "not" never reads as if it covered the whole list.
export function featureText(vector, names, lang) {
  const biggest = Math.max(...vector.map(Math.abs));
  const top = !(biggest > 1e-9) ? [] : vector.map((v, i) => ({ v, name: names[i] }))
    .filter((f) => Math.abs(f.v) >= 0.5 * biggest)
    .sort((a, b) => Math.abs(b.v) - Math.abs(a.v))
    .slice(0, 3);
  const has = list(top.filter((f) => f.v > 0).map((f) => f.name), lang);
  const not = list(top.filter((f) => f.v < 0).map((f) => f.name), lang);
  if (!not) return has;
  return I.t(lang, has ? 'explain.but-not' : 'explain.all-but', { has, not });
}


// { text, idle, generated }: the author's words unless the vector was edited
// or the author gave none, then the vector's top features.
// headsTaught: whether the chapter has taught several heads yet (an idle
// word is then idle "in this head"; before, it is simply not asking anything).
export function looksFor(query, features, authored, edited, lang, headsTaught = true) {
  if (isZero(query)) return { text: I.t(lang, headsTaught ? 'explain.idle' : 'explain.idle-one'), idle: true, generated: true };
  if (authored && !edited) return { text: authored, idle: false, generated: false };
  return { text: featureText(query, features, lang), idle: false, generated: true };
}

// Keys and values keep the author's words even when they are all zero
// ("nothing: it needs a noun"); the query's idle sentence always wins.
export function advertises(key, features, authored, edited, lang) {
  if (authored && !edited) return { text: authored, generated: false };
  if (isZero(key)) return { text: I.t(lang, 'explain.nothing-particular'), generated: true };
  return { text: featureText(key, features, lang), generated: true };
}

export function carries(value, valueFeatures, authored, lang) {
  const nothing = isZero(value);
  if (authored) return { text: authored, generated: false, nothing };
  if (nothing) return { text: I.t(lang, 'explain.nothing-useful'), generated: true, nothing };
  return { text: featureText(value, valueFeatures, lang), generated: true, nothing };
}

// Everything the focus token's row can win: its visible tokens and the sink.
export function ranked(head, lang) {
  const entries = head.rows.map((r) => ({
    kind: r.isFocus ? 'self' : 'token', text: r.text, weight: r.weight, score: r.score, share: r.share,
  }));
  if (head.sink) {
    entries.push({ kind: 'sink', text: I.t(lang, 'explain.the-sink'), weight: head.sink.weight, score: head.sink.score,
      share: head.sink.share });
  }
  return entries.sort((a, b) => b.weight - a.weight);
}

// A winner's name in running text: the sink as "the sink", a word quoted.
export function named(entry, say) { return entry.kind === 'sink' ? say.t('explain.the-sink') : say.quote(entry.text); }

// The sentences under one head's table, explaining who won and why.
// head: a head of the view model (rows, sink, focus, hiddenCount);
// options: { magnitude, sinkAvailable, lang }.
export function story(head, options) {
  const say = speaker(options.lang);
  const { t, num, share, each } = say;
  const out = [];
  const f = say.quote(head.focus.text);
  const entries = ranked(head, options.lang);
  const best = entries[0];
  const tied = entries.filter((e) => best.weight - e.weight < TIE);

  if (head.hiddenCount > 0) {
    out.push({ kind: 'causal', text: t('story.causal', { token: f, count: head.hiddenCount }) });
  }
  if (head.focus.idle) {
    const one = options.headsTaught === false ? '-one' : ''; // before the heads step: no "head" to be idle in
    if (best.kind === 'sink' && tied.length === 1) {
      out.push({ kind: 'sink', text: t('story.idle-sink' + one, { token: f, score: num(head.sink.score), pct: share(best.share) }) });
    } else {
      out.push({ kind: 'idle', text: t('story.idle-even' + one, { token: f, pct: each(tied.map((e) => e.share)) }) });
      if (!head.sink && options.sinkAvailable) out.push({ kind: 'hint', text: t('story.hint-sink') });
    }
    return out;
  }

  const topShare = tied.reduce((sum, e) => sum + e.weight, 0);
  const topShown = sumShares(tied.map((e) => e.share));
  const tokenScores = head.rows.map((r) => r.score);
  const allSame = tokenScores.every((x) => Math.abs(x - tokenScores[0]) < 1e-9);
  if (tied.length === entries.length && entries.length > 1) {
    out.push({ kind: 'even', text: t('story.even', { token: f, score: num(best.score), pct: each(tied.map((e) => e.share)) }) });
  } else if (best.kind === 'sink' && tied.length === 1) {
    const runnerUp = entries[1];
    // Something fits (a dot product above 0) but its score is too small to beat the sink's: say so.
    const fits = runnerUp.score > 1e-9;
    out.push({ kind: 'sink', text: fits
      ? t('story.sink-small', { token: f, pct: share(best.share), score: num(runnerUp.score), sink: num(best.score),
        best: say.quote(runnerUp.text), dot: num(runnerUp.score / options.magnitude), magnitude: num(options.magnitude) })
      : allSame
        ? t('story.sink-all', { token: f, pct: share(best.share), score: num(best.score), other: num(tokenScores[0]) })
        : t('story.sink-best', { token: f, pct: share(best.share), score: num(best.score),
          best: say.quote(runnerUp.text), other: num(runnerUp.score) }) });
  } else if (tied.length > 1) {
    out.push({ kind: 'tie', text: t('story.tie', { list: say.list(tied.map((e) => named(e, say))),
      score: num(best.score), pct: each(tied.map((e) => e.share)) }) });
  } else if (best.kind === 'self') {
    out.push({ kind: 'self', text: t('story.self', { token: f, pct: share(best.share) }) });
  } else {
    const params = { best: say.quote(best.text), score: num(best.score), pct: share(best.share) };
    let text = t('story.winner', params);
    if (head.sink) {
      Object.assign(params, { sink: num(head.sink.score), sinkPct: share(head.sink.share) });
      text = best.score - head.sink.score >= 2 ? t('story.winner-easily', params) : t('story.winner-just', params);
    }
    out.push({ kind: 'winner', text });
  }
  // The entries a sentence has given their share: the top ones, and the sink beside a winner.
  const told = tied.slice();
  if (head.sink && best.kind !== 'sink' && tied.length === 1) told.push(entries.find((e) => e.kind === 'sink'));

  // Self-attention that matters but did not win still gets a word.
  const self = entries.find((e) => e.kind === 'self');
  if (self && best.kind !== 'self' && self.weight >= 0.1 && tied.indexOf(self) < 0) {
    out.push({ kind: 'self', text: t('story.self-also', { token: f, pct: share(self.share) }) });
    told.push(self);
  }

  if (tied.length < entries.length && best.kind !== 'sink') {
    // The rest: every entry no sentence has given its share (and the rows a long table leaves out),
    // what the table's total leaves after the shares the sentences told, so the numbers on screen add
    // up to it (its slivers added up apart once made "99.7% + 0.3% + the rest 0.1%": 100.1%).
    const restWeight = entries.filter((e) => told.indexOf(e) < 0).reduce((s, e) => s + e.weight, 0) +
      (head.omitted ? head.omitted.share.weight : 0);
    const rest = restOf(restWeight, head.totalShare, told.map((e) => e.share));
    if (topShare < 0.6) {
      out.push({ kind: 'leak', text: sentences([t('story.leak-small', { pct: share(topShown) }),
        options.magnitude < 10 && t('story.leak-drag')]) });
    } else if (rest.weight > 0) {
      out.push({ kind: 'leak', text: t('story.leak-rest', { pct: share(rest) }) });
    }
  }
  return out;
}

// What the blended value reads as, from who contributed how much.
// contributions: [{ text, weight, share, carries, nothing }] per visible token.
// text: the reading on its own; phrase: the verb phrase of "…, so it
// gathers …" ("gathers mostly cat" / "reúne sobre todo cat"). Words are
// quoted, so they are never mistaken for the value features the bars name;
// every contributor tied with one that is named is named too.
export function blendReading(contributions, lang) {
  const say = speaker(lang);
  const { t, share } = say;
  const groups = [];
  for (const c of contributions) {
    if (c.nothing) continue;
    const key = c.text.toLowerCase();
    const group = groups.find((g) => g.key === key);
    if (group) { group.weight += c.weight; group.shares.push(c.share); }
    else groups.push({ key, text: c.text, weight: c.weight, carries: c.carries, shares: [c.share] });
  }
  for (const g of groups) g.share = sumShares(g.shares);
  groups.sort((a, b) => b.weight - a.weight);
  const useful = groups.reduce((sum, g) => sum + g.weight, 0);
  const [first, second, third] = groups;
  const bare = (text) => text.toLowerCase().replace(/^(a|an|the|un|una|unos|unas|el|la|los|las) /, '');
  const word = (g) => say.quote(g.text);
  const name = (g) => (g.carries && bare(g.carries) !== g.key ? t('reading.named', { text: word(g), carries: g.carries }) : word(g));
  // The groups that read as one: the first n, and any tied with the last of them.
  const upTo = (n) => groups.filter((g, i) => i < n || groups[n - 1].weight - g.weight < TIE);
  const items = (list) => say.list(list.map((g) => t('reading.item', { token: word(g), pct: share(g.share) })));
  if (!first || useful < 0.2) {
    return { text: t('reading.nothing'), phrase: t('gathers.nothing'), kind: 'nothing', words: [] };
  }
  let text;
  let kind;
  let words = [first.key];
  if (first.weight >= 0.6) { text = t('reading.mostly', { name: name(first) }); kind = 'mostly'; }
  else if (second && second.weight >= STANDS_OUT && first.weight - second.weight < 0.15 && !(third && third.weight >= STANDS_OUT)) {
    text = t('reading.half', { a: word(first), b: word(second) }); kind = 'half'; words = [first.key, second.key];
  } else if (useful < 0.5) {
    text = t('reading.little', { items: items(upTo(1)) }); kind = 'little';
  } else {
    text = t('reading.mix', { items: items(upTo(3)) });
    kind = 'mix';
  }
  return { text, phrase: t('gathers.some', { reading: text }), kind, words };
}

// The winner of a head's focus row: best entry, everything tied with it, their share.
export function top(head, lang) {
  const entries = ranked(head, lang);
  const best = entries[0];
  const tied = entries.filter((e) => best.weight - e.weight < TIE);
  return { best, tied, share: tied.reduce((sum, e) => sum + e.weight, 0), shown: sumShares(tied.map((e) => e.share)),
    even: tied.length === entries.length };
}

export function magnitude(vm) {
  const say = speaker(vm.lang);
  const { t, share } = say;
  const head = vm.heads[vm.shownHead];
  const token = say.quote(vm.focusText);
  const base = t('magnitude.base', { magnitude: say.num(vm.magnitude) });
  if (!head || head.focus.idle) return sentences([base, t(vm.shows.heads ? 'magnitude.idle' : 'magnitude.idle-one', { token, label: head.label })]);
  const best = top(head, vm.lang);
  if (best.even) return sentences([base, t('magnitude.even', { token })]);
  const sentence = best.tied.length > 1
    ? t('magnitude.top-many', { count: best.tied.length, pct: share(best.shown), token })
    : t(best.best.kind === 'sink' ? 'magnitude.top-sink' : 'magnitude.top-one', { pct: share(best.shown), token });
  const ending = best.share < 0.6 ? 'magnitude.end-leak' : best.share > 0.9 ? 'magnitude.end-sharp' : 'magnitude.end';
  return sentences([base, t(ending, { sentence })]);
}

export function sink(vm) {
  const say = speaker(vm.lang);
  if (!vm.sink.on) return say.t('sink.off');
  const head = vm.heads[vm.shownHead];
  return sentences([say.t('sink.on', { score: say.num(vm.sink.score) }),
    head && head.sink && say.t(vm.shows.heads ? 'sink.takes' : 'sink.takes-one',
      { pct: say.share(head.sink.share), token: say.quote(head.focus.text), label: head.label })]);
}

export function order(check, lang) {
  const { t } = speaker(lang);
  if (!check.shuffled) return t('order.unshuffled');
  const scope = t(check.all ? 'order.scope-all' : 'order.scope-row');
  if (check.visibilityChanged > 0) {
    return t('order.causal', { changed: check.visibilityChanged, unchanged: check.unchanged, scope });
  }
  if (check.changed > 0) return t('order.changed', { count: check.changed });
  if (check.swapped) return t('order.swapped', { sentence: I.quote(lang, check.sentence), count: check.unchanged, scope });
  return t('order.same', { count: check.unchanged, scope });
}

// The whole playground's sentences ("What this means", the heatmap's caption)
// come with the explore part and the picture's (explain-all.js registers
// them): until they are here, there are none.
const later = {};
export function addTexts(texts) { Object.assign(later, texts); }
export function meaning(vm) { return later.meaning ? later.meaning(vm) : ''; }
export function heatmap(vm, map) { return later.heatmap ? later.heatmap(vm, map) : ''; }

// ---- the first steps of the chapter, in words (steps.js)

// How well a key fits a query, on the chapter's 0-to-1 reading of a dot
// product: 1 or more a perfect match, above 0 a partial one, else none.
export function fit(dot) {
  if (dot >= 1 - 1e-9) return 'full';
  if (dot > 1e-9) return 'partial';
  return 'none';
}

// The words of the sentence the focus needs most: every row within TIE of
// the best, when the best stands out (STANDS_OUT; else none does).
export function neededRows(head) {
  const best = head.rows.reduce((b, r) => (!b || r.weight > b.weight ? r : b), null);
  if (!best || best.weight < STANDS_OUT || head.focus.idle) return [];
  return head.rows.filter((r) => best.weight - r.weight < TIE);
}

// What picking a page says at the search step ('' before a pick): its title fits best;
// or it does not, with the fit its result now shows; or no title is the one to read.
export function searchVerdict(vm) {
  const say = speaker(vm.lang);
  const head = vm.heads[vm.shownHead];
  const picked = head.rows.find((r) => r.index === vm.picked);
  if (vm.picked === null || !picked) return '';
  if (vm.needed.includes(vm.picked)) return say.t('search.right', { token: say.quote(picked.text) });
  if (vm.needed.length > 0) {
    return say.t('search.not-best', { token: say.quote(picked.text), fit: say.t('search.fit-' + fit(picked.dot)) });
  }
  return head.rows.some((r) => fit(r.dot) !== 'none') && !head.focus.idle
    ? say.t('search.no-best') : say.t('search.none', { token: say.quote(vm.focusText) });
}

// "Some tokens need other tokens": what the focus needs and where it finds it.
export function needs(vm) {
  const say = speaker(vm.lang);
  const head = vm.heads[vm.shownHead];
  const token = say.quote(vm.focusText);
  if (head.focus.idle) return say.t('needs.idle', { token });
  const found = neededRows(head);
  if (found.length === 0) return say.t('needs.none', { token, looksFor: head.focus.looksFor });
  const self = found.length === 1 && found[0].isFocus;
  return say.t(self ? 'needs.self' : 'needs.found', { token, looksFor: head.focus.looksFor,
    list: say.list(found.map((r) => say.quote(r.text))) });
}

// ---- what the live region says (announcer.js): after a settled change, one
// message, the result first, in the words of the step (no heads before the
// heads step, no percentages before softmax, no sink before the sink step).

// The step's "Try this" as shown: the author's task, the step's own (checked),
// the step's own unchecked one (task.key: the heads step showing the trained
// model's heads), or the example's own words. task: the element's task state.
export function tryThis(vm, task) {
  if (vm.task) return vm.task;
  if (task && task.checked && !task.authored) return I.t(vm.lang, 'task.' + vm.step, { token: I.quote(vm.lang, task.token) });
  if (task && task.key) return I.t(vm.lang, task.key);
  return vm.scenario.tryThis || '';
}

// "Step 5 of 9: What if nothing matches? Try this: …", said when the learner moves to a step.
// place: where the example stands in the list the learner flips through
// ({ n, count }), when the learner moved to another ("Example 3 of 5: Who opened it?").
export function stepIntro(vm, task, place) {
  const { t } = speaker(vm.lang);
  const at = vm.steps.indexOf(vm.step);
  const name = place ? vm.scenario.title
    : vm.heading || (at < 0 || (task && task.authored) ? vm.scenario.title : t('step.' + vm.step));
  // "What if nothing matches?" ends a sentence already, and so does Arabic's «ماذا وجدت؟» (its own ؟ and ؛).
  const stop = /[.?!…:;\u061f\u061b]$/.test(name) ? '' : '.';
  const where = (place ? t('scenario.example-of', { n: place.n, count: place.count, title: name })
    : at < 0 ? t('say.all', { name }) : t('say.step', { n: at + 1, count: vm.steps.length, name })) + stop;
  const text = tryThis(vm, task);
  return sentences([where, task && task.shown && text && t('say.try', { text })]);
}

// Who has the best score of the focus row, in the words of the scores step.
function bestScore(vm, say) {
  const head = vm.heads[vm.shownHead];
  const token = say.quote(vm.focusText);
  const rows = head.rows;
  const best = Math.max(...rows.map((r) => r.dot));
  if (!(best > 1e-9)) return say.t('say.best-none', { token });
  const top = rows.filter((r) => best - r.dot < 1e-9);
  if (top.length > 1) return say.t('say.best-tie', { list: say.list(top.map((r) => say.quote(r.text))), token, score: say.num(best) });
  return say.t('say.best', { best: say.quote(top[0].text), token, score: say.num(best), fit: say.t('match.fit-' + fit(best)) });
}

// Who gets the focus word's attention, in the words of the softmax and sink steps.
function bestShare(vm, say) {
  const head = vm.heads[vm.shownHead];
  const token = say.quote(vm.focusText);
  const best = top(head, vm.lang);
  const pct = say.share(best.best.share);
  if (head.sink) {
    if (best.best.kind === 'sink' && best.tied.length === 1) return say.t('say.sink-wins', { pct, token });
    if (best.best.kind !== 'sink' && best.tied.length === 1) {
      return say.t('say.sink-loses', { best: named(best.best, say), pct, token, sinkPct: say.share(head.sink.share) });
    }
  }
  if (head.focus.idle) return say.t('say.share-idle', { token, pct: say.each(best.tied.map((e) => e.share)) });
  if (best.even) return say.t('say.share-even', { token, pct: say.each(best.tied.map((e) => e.share)) });
  if (best.tied.length > 1) {
    return say.t('say.share-tie', { list: say.list(best.tied.map((e) => named(e, say))), token, pct: say.each(best.tied.map((e) => e.share)) });
  }
  if (best.best.kind === 'self') return say.t('say.share-self', { token, pct });
  return say.t('say.share', { best: say.quote(best.best.text), token, pct });
}

// Several heads at once: who gets the focus word's attention in each ("who?: “Maria”, > 99.9%").
function headByHead(vm, say) {
  const items = vm.shownHeads.map((h) => {
    const head = vm.heads[h];
    const best = top(head, vm.lang);
    const who = head.focus.idle ? say.t('say.head-idle') : say.list(best.tied.map((e) => named(e, say)));
    return say.t('say.head-item', { label: head.label, who, pct: say.each(best.tied.map((e) => e.share)) });
  });
  return say.t('say.heads', { token: say.quote(vm.focusText), items: items.join(say.t('say.head-join')) });
}

// The message after a learner's change, for the step the widget shows.
export function announcement(vm) {
  const say = speaker(vm.lang);
  const head = vm.heads[vm.shownHead];
  switch (vm.step) {
    case 'needs': return vm.texts.needs;
    case 'search': {
      if (vm.picked === null) return say.t('say.search', { token: say.quote(vm.focusText), text: head.focus.looksFor });
      return searchVerdict(vm);
    }
    case 'scores': return bestScore(vm, say);
    case 'softmax': case 'sink': return bestShare(vm, say);
    case 'values': return sentences([say.t('say.gathers', { token: say.quote(vm.focusText), gathers: head.blend.reading.phrase }), bestShare(vm, say)]);
    case 'learned': return '';
    // The trained model's heads in place of the hand-made ones: their card says its own news (trained/).
    case 'heads': if (vm.model === 'trained') return ''; // falls through
    case 'order':
      if (vm.step === 'order' && vm.order.shuffled) return vm.texts.order;
      return vm.shownHeads.length > 1 ? headByHead(vm, say) : bestShare(vm, say);
    default: return vm.texts.meaning;
  }
}
