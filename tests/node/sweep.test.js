// The sweep: no sentence on screen can be caught disagreeing with a number
// beside it. For every built-in example, every focus word (the long treaty
// passage: every word that asks something, and every 25th), every head, the
// magnitudes 1 to 10, the sink off and on at the scores 0, 1, 2, 3, 5 and 8, in the
// sentence's order and shuffled, the view model (web/js/model/compute.js, with the
// real core) is checked against its own weights:
//   - the rounding rule (web/js/lib/shares.js): each head's shown percentages
//     (its rows, the rows a long table leaves out, the sink) add up to exactly
//     its shown total, 100.0 % (less under 0.1 % for each sliver, "< 0.1%");
//     a share that is not 0 never reads 0.0 %, one that is not all never
//     reads 100.0 %;
//   - every percentage a sentence names (the story under the table, "Reads
//     as", the magnitude's and the sink's sentences, "What this means") is
//     one the table shows, or the sum of entries it shows (the top ones, the
//     rest, a word's rows together), or "about" a tie's mean;
//   - every claim: who wins is the biggest weight; every entry named in a tie
//     is within the tie margin of the best and every entry within it is named;
//     "nothing fits" only when no word scores above 0; "half and half" names
//     two words with at least 30 % each; "idle" only for a query of zeros;
//   - shuffled, every word reads the share it reads in the sentence's order;
//   - "The rest still get …" is the entries no earlier sentence named (the
//     sink beside a winner is told once, never again in the rest), as much as
//     the table's total leaves after the shares told, so what the sentences say
//     adds up to the total (99.7 % + 0.3 % + a rest of slivers is "< 0.1 %", never "0.1 %");
//   - at the search step, the verdict on every page picked agrees with the dot
//     products: "best" only for the biggest, "another fits better" only when one
//     does, with the picked page's own fit, "no title fits" only when none does.
// The closing line reports how many views were checked.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { loadCore } = require('./load-core.js');

const webJs = path.join(__dirname, '..', '..', 'web', 'js');
const { compute } = require(path.join(webJs, 'model/compute.js'));
const E = require(path.join(webJs, 'lesson/explain.js'));
const I = require(path.join(webJs, 'i18n/i18n.js'));
require(path.join(webJs, 'lesson/explain-all.js')); // "What this means" is the whole playground's: it comes with the explore part
const S = require(path.join(webJs, 'state/state.js'));
const { sum: sumShares, single, rest: restOf } = require(path.join(webJs, 'lib/shares.js'));
const { loadScenario } = require(path.join(webJs, 'scenario/scenario.js'));
const { BUILT_IN_SCENARIOS } = require(path.join(webJs, 'data/all-scenarios.js'));
const { LANGUAGES } = require(path.join(webJs, 'element/part-list.js'));

// Each language's own examples and the words its sentences are held to: English's, and Spanish's and Arabic's on
// their own examples (web/scenarios/<lang>/), in their catalogues' words (i18n/<lang>/catalogue.js).
const SAYS = {
  en: { examples: BUILT_IN_SCENARIOS, percent: /(?:[<>] )?\d+(?:\.\d)?%/g, all: '100.0%', none: '0.0%', sink: 'the sink',
    rest: /^The rest still get (\S+(?: \S+)?%) between them/, nothing: /^Nothing here fits/, small: /at magnitude \d+ its score is only/,
    meaningNothing: /nothing fits/i, right: 'Yes:', notBest: 'Not quite:', none_: 'No title fits what', noBest: /^No title fits the search clearly better/,
    fits: ['fits', 'fits a little', 'does not fit'] },
  es: { percent: /(?:[<>] |(?:más|menos) del )?\d+(?:,\d)?\u00a0%/g, all: '100,0\u00a0%', none: '0,0\u00a0%', sink: 'el sumidero',
    rest: /^Las demás palabras aún se reparten (\S+(?: \S+)?\u00a0%)/, nothing: /^Nada de aquí encaja/, small: /con magnitud \d+ su puntuación es solo/,
    meaningNothing: /nada encaja/i, right: 'Sí:', notBest: 'Casi:', none_: 'Ningún título encaja con lo que busca', noBest: /^Ningún título encaja claramente mejor/,
    fits: ['encaja', 'encaja un poco', 'no encaja'] },
  // Arabic's on its own examples (web/scenarios/ar/): a left-to-right mark around "%", "<" and ">" said in words, an Arabic comma.
  ar: { percent: /(?:(?:أقل|أكثر) من )?\d+(?:\.\d)?\u200e%\u200e/g, all: '100.0\u200e%\u200e', none: '0.0\u200e%\u200e', sink: 'المصب',
    rest: /^ويبقى للباقي (.+?\u200e%\u200e) فيما بينها/, nothing: /^لا شيء هنا يلائم/, small: /بالشدة \d+ لا تبلغ درجتها/,
    meaningNothing: /لا شيء يلائم/, right: 'نعم:', notBest: 'ليس تمامًا:', none_: 'لا عنوان يلائم ما تبحث عنه', noBest: /^لا عنوان يلائم البحث أكثر من غيره بوضوح/,
    fits: ['يلائم', 'يلائم قليلًا', 'لا يلائم'], comma: '،', theWord: 'الكلمة ' },
};
let lang = 'en';
let say = SAYS.en;
const text = (s) => I.share(lang, s);
const quoted = (word) => I.quote(lang, word);

// Every percentage the head's table shows, and every sum of shown entries a sentence may name.
// A share as a sentence names it, as the table shows it: Spanish says a bound share after its article in
// words («recibe más del 99,9 %»), which the table shows as «> 99,9 %».
const asShown = (found) => found.replace(/^más del /, '> ').replace(/^menos del /, '< ');

function allowed(head) {
  const entries = head.rows.map((r) => ({ text: r.text, weight: r.weight, share: r.share }));
  if (head.sink) entries.push({ text: null, weight: head.sink.weight, share: head.sink.share });
  const out = new Set(entries.map((e) => text(e.share)));
  if (head.omitted) out.add(text(head.omitted.share));
  const ranked = entries.slice().sort((a, b) => b.weight - a.weight);
  for (let k = 1; k <= ranked.length; k++) {
    out.add(text(sumShares(ranked.slice(0, k).map((e) => e.share))));
    out.add(text(sumShares(ranked.slice(k).map((e) => e.share).concat(head.omitted ? [head.omitted.share] : []))));
    const mean = ranked.slice(0, k).reduce((s, e) => s + e.weight, 0) / k;
    out.add(text(single(mean)));
  }
  const byWord = new Map();
  for (const e of entries) if (e.text !== null) byWord.set(e.text.toLowerCase(), (byWord.get(e.text.toLowerCase()) || []).concat([e.share]));
  for (const shares of byWord.values()) out.add(text(sumShares(shares)));
  return out;
}

let restSentences = 0; // how many "The rest still get …" sentences the sweep held to the shares left untold

function checkHead(vm, head, where) {
  // The rounding rule.
  const shares = head.rows.map((r) => r.share).concat(head.omitted ? [head.omitted.share] : [], head.sink ? [head.sink.share] : []);
  // The shown numbers add up to the shown total; slivers ("< 0.1%") hold less than a tenth each.
  const units = shares.reduce((s, x) => s + x.units, 0);
  const slivers = shares.filter((x) => x.bound === '<').length;
  if (slivers === 0) assert.equal(units, head.totalShare.units, `${where}: the shown shares add up to the shown total`);
  else {
    assert.ok(units <= head.totalShare.units && head.totalShare.units < units + slivers,
      `${where}: ${units} tenths and ${slivers} slivers against a total of ${head.totalShare.units}`);
  }
  // Equal weights read the same unless the tenths left over cannot go round them.
  for (const a of head.rows) {
    for (const b of head.rows) {
      if (a.weight === b.weight) assert.ok(Math.abs(a.share.units - b.share.units) <= 1, `${where}: “${a.text}” and “${b.text}”`);
    }
  }
  assert.equal(text(head.totalShare), say.all, `${where}: the total`);
  for (const r of head.rows.concat(head.sink ? [head.sink] : [])) {
    const shown = text(r.share);
    if (r.weight > 0) assert.notEqual(shown, say.none, `${where}: ${r.text || 'sink'} is not exactly 0`);
    if (r.weight < 1 - 1e-12) assert.notEqual(shown, say.all, `${where}: ${r.text || 'sink'} is not all`);
  }
  // Every percentage a sentence names is one the table shows.
  const ok = allowed(head);
  const sentences = head.story.map((s) => s.text).concat([head.blend.reading.text]);
  if (vm.shownHead === head.index) sentences.push(vm.texts.magnitude, vm.texts.sink);
  for (const sentence of sentences) {
    if (say.rest.test(sentence)) continue; // held exactly to the shares no sentence told, below
    for (const found of sentence.match(say.percent) || []) {
      assert.ok(ok.has(asShown(found)), `${where}: “${sentence}” names ${found}, which the table does not show`);
    }
  }
  // The claims.
  const entries = head.rows.map((r) => ({ name: quoted(r.text), weight: r.weight, score: r.score }))
    .concat(head.sink ? [{ name: say.sink, weight: head.sink.weight, score: head.sink.score, sink: true }] : []);
  const best = entries.reduce((b, e) => (e.weight > b.weight ? e : b));
  const kinds = head.story.map((s) => s.kind);
  for (const s of head.story) {
    // (Arabic names it as "the word «…»", so its verb agrees with «الكلمة» whatever the word's own gender.)
    if (s.kind === 'winner') assert.ok(s.text.startsWith((say.theWord || '') + best.name), `${where}: “${s.text}” names the biggest weight, ${best.name}`);
    if (s.kind === 'tie') {
      for (const e of entries) {
        const within = best.weight - e.weight < E.TIE;
        assert.equal(s.text.includes(e.name), within, `${where}: “${s.text}” and ${e.name} (${e.weight})`);
      }
    }
    if (s.kind === 'idle') assert.ok(head.focus.query.every((q) => q === 0), `${where}: idle means a query of zeros`);
    if (say.nothing.test(s.text)) {
      assert.ok(head.rows.every((r) => r.score <= 1e-9), `${where}: “${s.text}” though a word scores above 0`);
    }
  }
  // "The rest" is every entry no earlier sentence named: an entry is told once, never again in the rest.
  const rows = head.rows.map((r) => ({ name: quoted(r.text), share: r.share }))
    .concat(head.sink ? [{ name: say.sink, share: head.sink.share }] : []);
  head.story.forEach((s, i) => {
    const said = say.rest.exec(s.text);
    if (!said) return;
    const before = head.story.slice(0, i).filter((b) => b.kind !== 'causal'); // the causal sentence names the focus, not its share
    const told = (e) => before.some((b) => b.text.includes(e.name));
    const untold = rows.filter((e) => !told(e)).map((e) => e.share).concat(head.omitted ? [head.omitted.share] : []);
    const toldShares = rows.filter(told).map((e) => e.share);
    const rest = restOf(untold.reduce((w, x) => w + x.weight, 0), head.totalShare, toldShares);
    assert.equal(said[1], text(rest), `${where}: “${s.text}” after “${before.map((b) => b.text).join(' ')}”`);
    // The told shares and the rest add up to the table's total, as a learner adds them.
    const units = toldShares.concat([rest]).reduce((u, x) => u + x.units, 0);
    assert.equal(units, head.totalShare.units, `${where}: the sentences' shares add up to ${units / 10}%, the table's total ${head.totalShare.units / 10}%`);
    restSentences += 1;
  });
  if (kinds.includes('sink')) assert.ok(best.sink || head.focus.idle, `${where}: the sink sentence when the sink is not the biggest`);
  // A word that fits but loses to the sink: the sentence gives the reason, the magnitude.
  const fits = head.rows.filter((r) => r.score > 1e-9 && !r.isFocus);
  if (best.sink && !head.focus.idle && fits.length > 0 && kinds.includes('sink')) {
    const s = head.story.find((x) => x.kind === 'sink').text;
    assert.match(s, say.small, `${where}: “${s}” gives the reason`);
  }
  if (say.meaningNothing.test(vm.shownHead === head.index ? vm.texts.meaning : '')) {
    assert.ok(head.rows.every((r) => r.score <= 1e-9), `${where}: “${vm.texts.meaning}” though a word scores above 0`);
  }
  if (head.blend.reading.kind === 'half') {
    const named = head.rows.filter((r) => head.blend.reading.text.includes(quoted(r.text)));
    assert.ok(named.length >= 2, `${where}: half and half names two words`);
  }
}

// The search step's verdict on each page the learner may pick, against the dot products by hand: a title
// fits (dot 1 or more), fits a little (above 0) or does not fit; "best" only for the biggest dot, "another
// fits better" only when one does, "no title fits" only when none scores above 0 or the word asks nothing.
let verdicts = 0;
function checkSearch(core, scenario, focus, where) {
  const n = scenario.tokens.length;
  for (let pick = 0; pick < Math.min(n, 40); pick++) {
    const state = Object.assign(S.create(scenario), { step: 'search', focus });
    const vm = compute(core, scenario, state, { lang, picked: pick });
    const rows = vm.heads[vm.shownHead].rows;
    const picked = rows.find((r) => r.index === pick);
    if (!picked) continue;
    const said = E.announcement(vm);
    const top = Math.max(...rows.map((r) => r.dot));
    const label = picked.dot >= 1 ? say.fits[0] : picked.dot > 0 ? say.fits[1] : say.fits[2];
    const at = `${where}, “${picked.text}” picked (dot ${picked.dot}, best ${top}): “${said}”`;
    if (said.startsWith(say.right)) assert.ok(picked.dot === top && top > 0, at);
    else if (said.startsWith(say.notBest)) {
      assert.ok(rows.some((r) => r.dot > picked.dot), `${at}: another fits better`);
      assert.ok(said.includes(`${quoted(picked.text)} ${label}${say.comma || ','}`), `${at}: it ${label}`);
    } else if (said.startsWith(say.none_)) {
      assert.ok(!(top > 0) || vm.heads[vm.shownHead].focus.query.every((q) => q === 0), at);
    } else {
      assert.match(said, say.noBest, at);
      assert.ok(Math.max(...rows.map((r) => r.weight)) < 0.3, `${at}: one stands out`);
    }
    verdicts += 1;
  }
}

for (const language of ['en'].concat(LANGUAGES.map((l) => l.name))) test(`the sweep (${language}): every built-in example, focus, head, magnitude 1-10, sink off and on (0-8), shuffled, causal`, async () => {
  const core = await loadCore();
  lang = language;
  say = SAYS[lang];
  if (lang !== 'en') {
    await I.load(lang);
    say.examples = require(path.join(webJs, `i18n/${lang}/scenarios.js`)).EXAMPLES;
  }
  restSentences = 0;
  verdicts = 0;
  let views = 0;
  let announced = 0;
  for (const [id, json] of Object.entries(say.examples)) {
    const scenario = loadScenario(json, core.tokenize);
    const n = scenario.tokens.length;
    const asks = (i) => scenario.heads.some((h) => h.queries[i].some((q) => q !== 0));
    const focuses = [...Array(n).keys()].filter((i) => n <= 40 || asks(i) || i % 25 === 0);
    const shuffledOrder = [...Array(n).keys()].reverse();
    for (const focus of focuses) {
      checkSearch(core, scenario, focus, `${id} focus ${focus} (“${scenario.tokens[focus]}”) at the search step`);
      for (let magnitude = 1; magnitude <= 10; magnitude++) {
        for (const sink of [{ on: false, score: 2 }, ...[0, 1, 2, 3, 5, 8].map((score) => ({ on: true, score }))]) {
          for (const [order, causal] of n <= 40 ? [[null, false], [shuffledOrder, false], [null, true]] : [[null, false]]) {
            const state = Object.assign(S.create(scenario), { step: 'all', focus, magnitude, sink, causal, rows: 'top' });
            if (order) state.order = order;
            const vm = compute(core, scenario, state, { lang });
            const where = `${id} focus ${focus} (“${scenario.tokens[focus]}”) magnitude ${magnitude} ` +
              `sink ${sink.on ? sink.score : 'off'}${order ? ' shuffled' : ''}${causal ? ' causal' : ''}`;
            for (const head of vm.heads) {
              checkHead(vm, head, `${where} head ${head.id}`);
              views++;
            }
            if (order) {
              // Word order changes no score, so it changes no share either (ties round by the sentence as written).
              const plain = compute(core, scenario, Object.assign({}, state, { order: [...Array(n).keys()] }), { lang });
              for (const [h, head] of vm.heads.entries()) {
                const before = new Map(plain.heads[h].rows.map((r) => [r.index, text(r.share)]));
                for (const r of head.rows) {
                  if (before.has(r.index)) assert.equal(text(r.share), before.get(r.index), `${where} head ${head.id}: “${r.text}” after the shuffle`);
                }
              }
            }
            // "What this means" speaks of every head shown.
            assert.ok(vm.texts.meaning, `${where}: “What this means” has its sentence`);
            const ok = new Set(vm.shownHeads.flatMap((h) => [...allowed(vm.heads[h])]));
            for (const found of vm.texts.meaning.match(say.percent) || []) {
              assert.ok(ok.has(asShown(found)), `${where}: “${vm.texts.meaning}” names ${found}, which no table shows`);
            }
            // What the live region says at the step that teaches this setting names only shares its table shows.
            if (views % 7 === 0) {
              const step = state.sink.on ? 'sink' : 'softmax';
              const stepVm = compute(core, scenario, Object.assign({}, state, { step }), { lang });
              const said = E.announcement(stepVm);
              const shown = allowed(stepVm.heads[stepVm.shownHead]);
              for (const found of said.match(say.percent) || []) assert.ok(shown.has(asShown(found)), `${where} at ${step}: “${said}” names ${found}, which no table shows`);
              announced += 1;
            }
          }
        }
      }
    }
  }
  console.log(`# ${lang}: the sweep checked ${views} views (one head of one state each), and ${announced} step announcements; ${restSentences} sentences said what the rest get, ${verdicts} search verdicts`);
  assert.ok(announced > 500);
  assert.ok(restSentences > 1000);
  assert.ok(verdicts > 300);
  assert.ok(views > 5000);
});
