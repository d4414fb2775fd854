// "Your own sentence": turns any typed text into a NORMALISED scenario (the shape
// loadScenario returns, docs/scenario-format.md) using the built-in lexicon in
// lexicon-data.js, plus `unknown`: per token, whether the lexicon did not know it.
//
// A classic script: <script src> (after lexicon-data.js) puts scenarioFromSentence
// on window.AttentionPlayground; Node's require() gets { scenarioFromSentence, … }
// and finds the lexicon with require('./lexicon-data.js').
//
// The three heads and what each kind of word does in them:
//   who?            pronouns look for the noun they stand for, by features (she → a
//                   female person, it → an animal or thing, they → several); verbs and
//                   feeling words (tired, happy) look for who does or feels them.
//                   Nouns, names and "doer" pronouns (she, he, it, they, I…) answer.
//   where?          prepositions (on, in, at…), here/there/where and verbs look for
//                   places; places answer strongly, spots you can be on (mat, car) a bit.
//   which meaning?  words with two meanings (bank, bat, bark, rock, ring, spring…) look
//                   for words about either meaning (money vs water…); every word that
//                   has a topic advertises it and carries it.
// Everything else is idle in a head: a zero query, so its attention is even and
// (with the sink on) mostly rests on the sink.
//
// Attention is blind to word order, so "the most recent noun" cannot be expressed:
// pronouns can only prefer nouns by their features. To make "it" in "the cat sat on
// the mat because it was tired" find the cat, "it" asks for animals a bit more than
// for things (animals are more often what a sentence is about). It is a rule of thumb
// and the texts say so.
(function (root) {
  'use strict';

  const ns = root.AttentionPlayground = root.AttentionPlayground || {};

  // Defaults for a typed sentence.
  // - magnitude 5: a full match scores 5, a thing-for-"it" 4, a half match 2.5.
  // - sink on at 3: idle words (zero query: every score 0) rest on the sink, and a
  //   match must be better than 60 % of a full match to beat it, so weak partial
  //   matches (a verb's faint interest in things) lose to the sink.
  // - causal OFF. We tried both. Causal makes pronouns and verbs look only back
  //   (nice for "it"), but "which meaning?" needs the words after the ambiguous one
  //   ("I sat on the bank of the river": the river comes after the bank), the chapter
  //   describes attention as comparing a query with every other token, and the
  //   word-order lesson ("the dog chased the cat" vs "the cat chased the dog" give the
  //   same scores) only holds without the mask. Pronouns still find their noun
  //   without it, because nouns after a pronoun are rare in short sentences and the
  //   features decide. The causal control is one click away for the learner.
  const DEFAULTS = Object.freeze({ magnitude: 5, sink: Object.freeze({ on: true, score: 3 }), causal: false });

  const HEADS = Object.freeze([
    { id: 'who', label: 'who?',
      question: 'Who or what is this about? Pronouns look for the noun they stand for; verbs look for who did them.' },
    { id: 'where', label: 'where?',
      question: 'Where is this happening? Prepositions, “here”, “there” and verbs look for places.' },
    { id: 'meaning', label: 'which meaning?',
      question: 'Which meaning of this word fits here? Words with two meanings look for words that settle it.' },
  ]);

  const NOUN_KINDS = new Set(['person', 'name', 'animal', 'thing', 'spot', 'place']);
  const GENDER = { female: { female: 1 }, male: { male: 1 }, either: { female: 0.5, male: 0.5 } };
  // A verb hints at its topic less surely than a noun: "paid" says money, but
  // "cheque" says it louder.
  const VERB_TOPIC_SHARE = 0.8;
  const TEXT_MAX = 120;   // the scenario format's limit for looksFor/advertises/carries
  const WORD_MAX = 24;    // longer words are shortened inside the texts

  // The queries, in one place (feature → weight). Scores are these dot products
  // times the magnitude.
  const ASK = {
    verb: { person: 1, animal: 0.8, thing: 0.3 },      // who did it? people most, things a little
    animalVerb: { animal: 1, person: 0.6, thing: 0.3 }, // who barked? animals first
    feeling: { person: 1, animal: 0.8 },               // who is tired?
    female: { person: 0.4, female: 0.6, plural: -0.5 },
    male: { person: 0.4, male: 0.6, plural: -0.5 },
    it: { animal: 1, thing: 0.8, plural: -0.5 },       // animals a bit more than things (see the top)
    plural: { plural: 0.6, person: 0.2, animal: 0.2, thing: 0.2 },
    relativePerson: { person: 1 },
    relativeThing: { thing: 0.8, animal: 0.8 },
    place: { place: 1 },
    placeFaint: { place: 0.5 },
  };

  // ------------------------------------------------------------ the lexicon index

  function lexiconData() {
    if (ns.lexiconData) return ns.lexiconData;
    if (typeof require === 'function') return require('./lexicon-data.js');
    throw new Error('own-sentence.js needs lexicon-data.js: load it first');
  }

  let index = null;   // built once: { forms: Map(form → reading), entries, problems, data }

  function topicMap(topic) {
    if (topic === undefined || topic === null) return {};
    if (typeof topic === 'string') return { [topic]: 1 };
    return Object.assign({}, topic);
  }

  // Regular plural: boxes, cities, cats.
  function pluralOf(word) {
    if (/(s|sh|ch|x|z)$/.test(word)) return word + 'es';
    if (/[^aeiou]y$/.test(word)) return word.slice(0, -1) + 'ies';
    return word + 's';
  }

  // -s, -ed, -ing (and the doubled forms for stop+).
  function verbForms(base, double) {
    const forms = [];
    if (/(s|sh|ch|x|z|o)$/.test(base)) forms.push(base + 'es');
    else if (/[^aeiou]y$/.test(base)) forms.push(base.slice(0, -1) + 'ies');
    else forms.push(base + 's');
    if (/[^aeiou]y$/.test(base)) forms.push(base.slice(0, -1) + 'ied');
    else if (base.endsWith('e')) forms.push(base + 'd');
    else forms.push(base + 'ed');
    if (/ie$/.test(base)) forms.push(base.slice(0, -2) + 'ying');
    else if (/[^e]e$/.test(base)) forms.push(base.slice(0, -1) + 'ing');
    else forms.push(base + 'ing');
    if (double) {
      const last = base[base.length - 1];
      forms.push(base + last + 'ed', base + last + 'ing');
    }
    return forms;
  }

  function buildIndex() {
    const data = lexiconData();
    const features = new Set(data.features);
    const valueFeatures = new Set(data.valueFeatures);
    const forms = new Map();
    const listed = new Map();       // listed form → where (for the duplicate check)
    const entries = [];
    const problems = [];
    const generated = [];           // [form, reading], added after every listed form

    function list(form, reading, where) {
      const key = form.toLowerCase();
      if (listed.has(key)) {
        problems.push(`"${key}" is listed twice (${listed.get(key)} and ${where})`);
        return;
      }
      listed.set(key, where);
      forms.set(key, reading);
    }

    function checkTopic(topic, where) {
      for (const [name, weight] of Object.entries(topic)) {
        if (!features.has(name)) problems.push(`${where}: topic "${name}" is not a declared feature`);
        if (!valueFeatures.has(name)) problems.push(`${where}: topic "${name}" is not a declared value feature`);
        if (!(typeof weight === 'number' && weight > 0 && weight <= 1)) problems.push(`${where}: topic "${name}" has weight ${weight}`);
      }
    }

    data.groups.forEach((group, g) => {
      const where = `groups[${g}] (${group.kind})`;
      if (!Object.prototype.hasOwnProperty.call(data.kinds, group.kind)) problems.push(`${where}: kind "${group.kind}" is not declared`);
      if (group.gender !== undefined && !GENDER[group.gender]) problems.push(`${where}: gender "${group.gender}" is not female, male or either`);
      const topic = topicMap(group.topic);
      checkTopic(topic, where);
      for (const item of group.words.trim().split(/\s+/)) {
        const parts = item.split('/');
        const double = parts[0].endsWith('+');
        const display = double ? parts[0].slice(0, -1) : parts[0];
        const lemma = display.toLowerCase();
        const entry = {
          lemma, display, kind: group.kind, gender: group.gender, topic,
          moves: !!group.moves, refers: group.refers, doer: !!group.doer, asks: group.asks,
        };
        entries.push(entry);
        list(lemma, { entry, plural: false }, where);
        const isNoun = NOUN_KINDS.has(group.kind) && group.kind !== 'name';
        for (const extra of parts.slice(1)) {
          list(extra, { entry, plural: isNoun }, where);   // irregular plural or verb form
        }
        if (isNoun) generated.push([pluralOf(lemma), { entry, plural: true }]);
        if (group.kind === 'verb') for (const f of verbForms(lemma, double)) generated.push([f, { entry, plural: false }]);
      }
    });

    data.ambiguous.forEach((a, i) => {
      const where = `ambiguous[${i}] (${a.word})`;
      const senses = Object.keys(a.senses || {});
      if (senses.length < 2) problems.push(`${where}: needs two senses`);
      checkTopic(topicMap(Object.fromEntries(senses.map((s) => [s, 1]))), where);
      if (!NOUN_KINDS.has(a.as) && !Object.prototype.hasOwnProperty.call(data.kinds, a.as)) problems.push(`${where}: kind "${a.as}" is not declared`);
      const verbTopic = topicMap(a.verbTopic);
      checkTopic(verbTopic, where);
      const entry = {
        lemma: a.word.toLowerCase(), display: a.word, kind: 'ambiguous', as: a.as, senses: a.senses, topic: {},
        gender: a.as === 'person' ? 'either' : undefined,
      };
      entries.push(entry);
      list(entry.lemma, { entry, plural: false }, where);
      const verb = { lemma: entry.lemma, display: a.word, kind: 'verb', topic: verbTopic, derivedFrom: entry };
      for (const f of (a.verbForms || '').split(/\s+/).filter(Boolean)) list(f, { entry: verb, plural: false }, where);
      if (NOUN_KINDS.has(a.as)) generated.push([pluralOf(entry.lemma), { entry, plural: true }]);
      if (a.verbTopic) for (const f of verbForms(entry.lemma, false)) generated.push([f, { entry: verb, plural: false }]);
    });

    // Generated forms never replace a listed word, and the first generator wins.
    for (const [form, reading] of generated) if (!forms.has(form)) forms.set(form, reading);

    // readings: token → what it is; templates: token → its frozen rows and texts
    return { forms, entries, problems, data, readings: new Map(), templates: new Map() };
  }

  function getIndex() {
    if (!index) index = buildIndex();
    return index;
  }

  // ------------------------------------------------------------ reading one token

  const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
  const NUMBER = /^[-+]?\p{N}/u;
  // A Map, not an object literal: typed words like "constructor" must not find
  // Object.prototype's properties.
  const CONTRACTIONS = new Map([["can't", 'can'], ["won't", 'will'], ["shan't", 'shall'], ["ain't", 'is']]);

  // Candidate lemmas for an inflected word, most likely first, with what the
  // ending means: 'plural' (-s on a noun), 'verb' (-s/-ed/-ing), 'adjective' (-er, -est, -ly).
  function stems(w) {
    const out = [];
    const add = (stem, ending) => { if (stem.length >= 2) out.push([stem, ending]); };
    if (w.endsWith('ies')) add(w.slice(0, -3) + 'y', 's');
    if (w.endsWith('ves')) { add(w.slice(0, -3) + 'f', 's'); add(w.slice(0, -3) + 'fe', 's'); }
    if (w.endsWith('es')) add(w.slice(0, -2), 's');
    if (w.endsWith('s') && !w.endsWith('ss')) add(w.slice(0, -1), 's');
    if (w.endsWith('ied')) add(w.slice(0, -3) + 'y', 'ed');
    if (w.endsWith('ed')) {
      add(w.slice(0, -2), 'ed');
      add(w.slice(0, -1), 'ed');
      if (w.length > 4 && w[w.length - 3] === w[w.length - 4]) add(w.slice(0, -3), 'ed');
    }
    if (w.endsWith('ing')) {
      add(w.slice(0, -3), 'ing');
      add(w.slice(0, -3) + 'e', 'ing');
      if (w.length > 5 && w[w.length - 4] === w[w.length - 5]) add(w.slice(0, -4), 'ing');
    }
    for (const [suffix, back] of [['iest', 'y'], ['ier', 'y'], ['ily', 'y'], ['est', ''], ['er', ''], ['ly', '']]) {
      if (w.endsWith(suffix)) {
        const stem = w.slice(0, -suffix.length);
        add(stem + back, 'more');
        if (back === '') {
          add(stem + 'e', 'more');
          if (stem.length > 2 && stem[stem.length - 1] === stem[stem.length - 2]) add(stem.slice(0, -1), 'more');
        }
      }
    }
    return out;
  }

  // A known word, possibly inflected: { entry, plural, via } or null.
  function findWord(w) {
    const { forms } = getIndex();
    const direct = forms.get(w);
    if (direct) return direct;
    for (const [stem, ending] of stems(w)) {
      const reading = forms.get(stem);
      if (!reading) continue;
      const e = reading.entry;
      const nounLike = NOUN_KINDS.has(e.kind) || (e.kind === 'ambiguous' && NOUN_KINDS.has(e.as));
      if (ending === 's' && nounLike && e.kind !== 'name') return { entry: e, plural: true };
      if (ending === 's' && e.kind === 'verb') return { entry: e, plural: false };
      if ((ending === 'ed' || ending === 'ing') && e.kind === 'verb') return { entry: e, plural: false };
      if ((ending === 'ed' || ending === 'ing' || ending === 's') && (nounLike || e.kind === 'ambiguous')) {
        // a noun used as a verb: "rained", "fishing", "barked"
        const topic = e.kind === 'ambiguous' ? {} : e.topic;
        return { entry: { lemma: e.lemma, display: e.display, kind: 'verb', topic, derivedFrom: e }, plural: false };
      }
      if (ending === 'more' && (e.kind === 'adjective' || e.kind === 'feeling')) return { entry: e, plural: false };
    }
    return null;
  }

  // What the lexicon makes of one token (without its position):
  // { type: 'word'|'number'|'punctuation'|'unknown', entry?, plural?, note? }.
  function readToken(token) {
    const idx = getIndex();
    const cached = idx.readings.get(token);
    if (cached) return cached;
    let result;
    if (!HAS_WORD_CHAR.test(token)) result = { type: 'punctuation' };
    else if (NUMBER.test(token)) result = { type: 'number' };
    else {
      const w = token.replace(/[\u2018\u2019\u02bc]/g, "'").toLowerCase();
      let found = findWord(w);
      let note = null;
      if (!found && CONTRACTIONS.has(w)) found = findWord(CONTRACTIONS.get(w));
      if (!found) {
        const m = /^(.+?)('s|')$/.exec(w);
        if (m) { found = findWord(m[1]); if (found) note = 'possessive'; }
      }
      if (!found) {
        const m = /^(.+?)(n't|'m|'re|'ve|'ll|'d)$/.exec(w);
        if (m) found = findWord(m[1]);
      }
      result = found ? { type: 'word', entry: found.entry, plural: found.plural, note } : { type: 'unknown' };
    }
    if (idx.readings.size > 50000) idx.readings.clear();
    idx.readings.set(token, result);
    return result;
  }

  // A capitalised word we do not know, not at the start of a sentence: a name, we guess.
  function looksLikeName(token) {
    return /^\p{Lu}/u.test(token) && /\p{Ll}/u.test(token);
  }

  // ------------------------------------------------------------ vectors and texts

  function q(word) {
    const w = word.length > WORD_MAX ? word.slice(0, WORD_MAX - 1) + '…' : word;
    return `“${w}”`;
  }

  function clip(text) {
    return text.length > TEXT_MAX ? text.slice(0, TEXT_MAX - 1) + '…' : text;
  }

  function topicWords(topic, topics) {
    const names = Object.keys(topic).sort((a, b) => topic[b] - topic[a]);
    return names.map((n) => topics[n] || n);
  }

  function joinOr(words) {
    return words.length <= 1 ? words.join('') : words.slice(0, -1).join(', ') + ' or ' + words[words.length - 1];
  }

  const NOTHING = 'nothing useful in this head';

  function idleHead(word, why) {
    return { q: {}, k: {}, v: {}, looksFor: `nothing: ${q(word)} ${why} (idle here)`, advertises: 'nothing', carries: NOTHING };
  }

  // The meaning head for a word that is not ambiguous: it advertises and carries its topic.
  function topicHead(word, topic, topics) {
    const names = topicWords(topic, topics);
    if (names.length === 0) {
      return { q: {}, k: {}, v: {}, looksFor: `nothing: ${q(word)} is not a two-meaning word (idle here)`,
        advertises: 'nothing: no topic', carries: NOTHING };
    }
    const strength = Math.max(...Object.values(topic));
    const faint = strength < 1 ? ', faintly' : '';
    return { q: {}, k: topic, v: topic, looksFor: `nothing: ${q(word)} is not a two-meaning word (idle here)`,
      advertises: `a word about ${names.join(' and ')}${faint}`, carries: `a hint of ${names.join(' and ')}` };
  }

  function nounWho(kind, word, entry, plural) {
    const g = GENDER[entry.gender] || GENDER.either;
    const pl = plural ? { plural: 1 } : {};
    const several = plural ? ', more than one' : '';
    const idle = `nothing: ${q(word)} is a noun, the kind of word others look for (idle here)`;
    if (kind === 'person' || kind === 'name') {
      const who = entry.gender === 'female' ? 'a person (female)' : entry.gender === 'male' ? 'a person (male)' : 'a person';
      return { q: {}, k: Object.assign({ person: 1 }, g, pl), v: Object.assign({ person: 1 }, g),
        looksFor: idle, advertises: who + several, carries: `${who}: ${word}` };
    }
    if (kind === 'animal') {
      return { q: {}, k: Object.assign({ animal: 1 }, pl), v: { animal: 1 },
        looksFor: idle, advertises: 'an animal' + several, carries: `an animal: ${word}` };
    }
    if (kind === 'place') {
      return { q: {}, k: { thing: 0.5 }, v: { place: 1 },
        looksFor: idle, advertises: 'a thing, faintly (it is a place)', carries: `a place: ${word}` };
    }
    return { q: {}, k: Object.assign({ thing: 1 }, pl), v: { thing: 1 },
      looksFor: idle, advertises: 'a thing' + several, carries: `a thing: ${word}` };
  }

  function nounWhere(kind, word, topic, topics) {
    const flavour = topicWords(topic, topics);
    const by = flavour.length ? ` (${flavour.join(', ')})` : '';
    if (kind === 'place') {
      return { q: {}, k: { place: 1 }, v: Object.assign({ place: 1 }, topic),
        looksFor: `nothing: ${q(word)} is a place, what others look for (idle here)`,
        advertises: 'a place', carries: `a place: ${word}${by}` };
    }
    if (kind === 'spot') {
      return { q: {}, k: { place: 0.7 }, v: Object.assign({ place: 0.7 }, topic),
        looksFor: `nothing: ${q(word)} is a spot, what others look for (idle here)`,
        advertises: 'a spot where something can be (a bit of a place)', carries: `somewhere to be: ${word}${by}` };
    }
    return Object.assign(idleHead(word, 'asks no where? question'), { advertises: 'nothing: not a place' });
  }

  // W stands for the pronoun as typed.
  const PRONOUN = {
    female: { looksFor: 'the woman or girl W stands for: one female person',
      carries: 'a female person — but which one? W has to look', v: { person: 1, female: 1 } },
    male: { looksFor: 'the man or boy W stands for: one male person',
      carries: 'a male person — but which one? W has to look', v: { person: 1, male: 1 } },
    it: { looksFor: 'the one animal or thing W stands for (animals a bit more than things)',
      carries: 'an animal or a thing — which one? W has to look', v: { animal: 0.5, thing: 0.5 } },
    plural: { looksFor: 'the people, animals or things (more than one) W stands for',
      carries: 'some people or things — which? W has to look', v: { person: 0.5, animal: 0.25, thing: 0.25 } },
    speaker: { looksFor: null, carries: 'a person: whoever is speaking or listening', v: { person: 1 } },
  };

  function pronounWho(word, entry) {
    const p = PRONOUN[entry.refers] || PRONOUN.speaker;
    const query = entry.refers === 'speaker' ? {} : ASK[entry.refers];
    const key = !entry.doer ? {} : entry.refers === 'it' ? { thing: 0.5 } : { person: 1 };
    const advertises = !entry.doer
      ? `nothing: ${q(word)} is not usually the one doing the action`
      : entry.refers === 'it' ? 'a thing, faintly: it is only a stand-in for one'
        : 'a person: the one doing the action (verbs look for this)';
    const looksFor = p.looksFor === null
      ? `nothing: ${q(word)} means the speaker or the listener, so it need not look (idle here)`
      : p.looksFor.replace('W', q(word));
    return { q: query, k: key, v: p.v, looksFor, advertises, carries: p.carries.replace('W', q(word)) };
  }

  // { who, where, meaning }: each { q, k, v, looksFor, advertises, carries }.
  function describe(token, reading, guessedName) {
    const { topics } = getIndex().data;
    let word = token;
    if (reading.type === 'punctuation') {
      const punct = { q: {}, k: {}, v: {}, looksFor: 'nothing: punctuation asks no question (idle)',
        advertises: 'nothing', carries: 'nothing useful: it is punctuation' };
      return { who: punct, where: punct, meaning: punct };
    }
    if (reading.type === 'number') {
      const base = { q: {}, k: {}, v: { number: 1 }, looksFor: `nothing: ${q(word)} is a number (idle here)`,
        advertises: 'nothing', carries: `a number: ${word}` };
      return { who: base, where: base,
        meaning: Object.assign({}, base, { k: { money: 0.3 }, advertises: 'money, faintly (numbers are often prices)' }) };
    }
    if (reading.type === 'unknown' && guessedName) {
      word = token.replace(/['\u2019]s?$/i, '');
      const who = { q: {}, k: { person: 1, female: 0.5, male: 0.5 }, v: { person: 1, female: 0.5, male: 0.5 },
        looksFor: `nothing: ${q(word)} looks like a name, what others look for (idle here)`,
        advertises: `a person, I guess: ${q(word)} is capitalised mid-sentence, so probably a name`,
        carries: `a person (a guessed name): ${word}` };
      const where = { q: {}, k: { place: 0.5 }, v: { place: 0.5 },
        looksFor: `nothing: ${q(word)} looks like a name (idle here)`,
        advertises: 'a place, faintly: a name I don\'t know could be a place', carries: `maybe a place: ${word}` };
      return { who, where, meaning: topicHead(word, {}, topics) };
    }
    if (reading.type === 'unknown') {
      const unknown = { q: {}, k: {}, v: {},
        looksFor: 'nothing: a word I don\'t know has no features, so it neither asks nor offers anything',
        advertises: 'nothing: a word I don\'t know', carries: 'nothing: a word I don\'t know' };
      return { who: unknown, where: unknown, meaning: unknown };
    }

    const e = reading.entry;
    const shown = reading.note === 'possessive' ? word.replace(/['\u2019](s)?$/i, '') : word;
    const kind = e.kind === 'ambiguous' ? e.as : e.kind;
    let who;
    let where;
    let meaning;

    if (NOUN_KINDS.has(kind)) {
      who = nounWho(kind, shown, e, reading.plural);
      where = nounWhere(kind, shown, e.topic, topics);
    } else if (kind === 'pronoun') {
      who = pronounWho(word, e);
      where = idleHead(word, 'is a pronoun, it asks who?, not where?');
    } else if (kind === 'verb') {
      const animalFirst = (e.topic.animal || 0) > 0;
      who = { q: animalFirst ? ASK.animalVerb : ASK.verb, k: {}, v: {},
        looksFor: animalFirst ? `who or what ${q(word)}: an animal most, a person a bit less`
          : `who or what ${q(word)}: a person or an animal (a thing only a little)`,
        advertises: 'nothing: a verb is an action, not a who', carries: 'nothing useful here: an action, not a who' };
      where = { q: e.moves ? ASK.place : ASK.placeFaint, k: {}, v: {},
        looksFor: e.moves ? 'where it happens: a place' : 'where it happens: a place (only a little)',
        advertises: 'nothing: not a place', carries: NOTHING };
    } else if (kind === 'feeling') {
      who = { q: ASK.feeling, k: {}, v: {}, looksFor: `who is ${q(word)}: a person or an animal`,
        advertises: 'nothing: a describing word, not a who', carries: 'nothing useful here: a description, not a who' };
      where = idleHead(word, 'asks no where? question');
    } else if (kind === 'relative') {
      const person = e.asks === 'person';
      who = { q: person ? ASK.relativePerson : ASK.relativeThing, k: {}, v: {},
        looksFor: person ? 'the person it points back to' : 'the thing or animal it points back to',
        advertises: 'nothing', carries: NOTHING };
      where = idleHead(word, 'asks no where? question');
    } else if (kind === 'preposition' || kind === 'where-word') {
      who = idleHead(word, 'asks where?, not who?');
      where = { q: ASK.place, k: {}, v: {},
        looksFor: kind === 'preposition' ? `a place: ${q(word)} where?` : `the place ${q(word)} points to`,
        advertises: 'nothing: not a place itself', carries: NOTHING };
    } else {
      const why = kind === 'time' ? 'is a time word'
        : kind === 'number' ? 'is a number'
          : kind === 'adjective' ? 'is a describing word'
            : 'is a small grammar word';
      who = idleHead(word, why);
      where = idleHead(word, why);
      if (kind === 'number') {
        who.v = { number: 1 }; where.v = { number: 1 };
        who.carries = where.carries = `a number: ${word}`;
      }
    }

    if (e.kind === 'ambiguous') {
      const senses = Object.keys(e.senses);
      const descriptions = senses.map((s) => e.senses[s]);
      const q0 = {};
      const v0 = {};
      for (const s of senses) { q0[s] = 1; v0[s] = 1 / senses.length; }
      meaning = { q: q0, k: {}, v: v0,
        looksFor: `words about ${joinOr(topicWords(q0, topics))}: is it ${joinOr(descriptions)}?`,
        advertises: 'nothing: it is the one asking',
        carries: `either ${joinOr(descriptions)}: unclear on its own` };
    } else {
      const topic = Object.assign({}, e.topic);
      if (kind === 'animal') topic.animal = Math.max(topic.animal || 0, 1);
      if (kind === 'verb') for (const name of Object.keys(topic)) topic[name] *= VERB_TOPIC_SHARE;
      meaning = topicHead(word, topic, topics);
      if (kind === 'number') {
        meaning.k = Object.assign({ money: 0.3 }, meaning.k);
        meaning.v = Object.assign({ number: 1 }, meaning.v);
        meaning.advertises = 'money, faintly (numbers are often prices)';
        meaning.carries = `a number: ${word}`;
      }
    }
    return { who, where, meaning };
  }

  // Dense rows and texts for one token, cached per (token, guessed name). The rows
  // and text objects are FROZEN and shared by every token with the same spelling
  // (5,000 tokens would otherwise mean 45,000 little arrays): copy before editing.
  function template(token, reading, guessedName, idx) {
    const cacheKey = (guessedName ? '\u0001' : '\u0000') + token;
    const cache = idx.templates;
    const hit = cache.get(cacheKey);
    if (hit) return hit;
    const { features, valueFeatures } = idx.data;
    const dense = (map, names) => names.map((name) => {
      const x = map[name];
      return x === undefined ? 0 : x;
    });
    const parts = describe(token, reading, guessedName);
    const result = HEADS.map((head) => {
      const p = parts[head.id];
      for (const name of Object.keys(p.q).concat(Object.keys(p.k))) {
        if (!features.includes(name)) throw new Error(`own-sentence: feature "${name}" is not declared`);
      }
      for (const name of Object.keys(p.v)) {
        if (!valueFeatures.includes(name)) throw new Error(`own-sentence: value feature "${name}" is not declared`);
      }
      return {
        query: Object.freeze(dense(p.q, features)),
        key: Object.freeze(dense(p.k, features)),
        value: Object.freeze(dense(p.v, valueFeatures)),
        text: Object.freeze({ looksFor: clip(p.looksFor), advertises: clip(p.advertises), carries: clip(p.carries) }),
      };
    });
    if (cache.size > 50000) cache.clear();
    cache.set(cacheKey, result);
    return result;
  }

  // ------------------------------------------------------------ the scenario

  const SENTENCE_END = new Set(['.', '!', '?', '…', ';', ':']);
  const OPENERS = /^[\p{Pi}\p{Ps}"'“‘«(\[{—–-]+$/u;

  function pick(options, name, fallback, check) {
    if (!options || options[name] === undefined) return fallback;
    if (!check(options[name])) throw new TypeError(`scenarioFromSentence: options.${name} is not valid (got ${JSON.stringify(options[name])})`);
    return options[name];
  }

  function scenarioFromSentence(text, tokenize, options) {
    if (typeof text !== 'string') throw new TypeError(`scenarioFromSentence needs the sentence as a string (got ${typeof text})`);
    if (typeof tokenize !== 'function') throw new TypeError('scenarioFromSentence needs the core\'s tokenize function as its second argument');
    const magnitude = pick(options, 'magnitude', DEFAULTS.magnitude, (x) => typeof x === 'number' && x >= 1 && x <= 10);
    const sinkIn = pick(options, 'sink', DEFAULTS.sink, (x) => x && typeof x === 'object');
    const sink = {
      on: typeof sinkIn.on === 'boolean' ? sinkIn.on : DEFAULTS.sink.on,
      score: typeof sinkIn.score === 'number' && sinkIn.score >= 0 && sinkIn.score <= 10 ? sinkIn.score : DEFAULTS.sink.score,
    };
    const causal = pick(options, 'causal', DEFAULTS.causal, (x) => typeof x === 'boolean');

    let tokens;
    try {
      tokens = Array.from(tokenize(text));
    } catch (error) {
      throw new Error(`sentence: ${error.message}`);
    }
    if (tokens.length === 0) throw new Error('sentence: has no tokens (type at least one word)');

    const idx = getIndex();
    const n = tokens.length;
    const heads = HEADS.map((h) => ({ id: h.id, label: h.label, question: h.question,
      queries: new Array(n), keys: new Array(n), values: new Array(n), text: new Array(n) }));
    const unknown = new Array(tokens.length);
    let sentenceStart = true;
    let firstPronoun = -1;
    let firstAmbiguous = -1;
    let firstVerb = -1;
    let firstPlaceAsk = -1;

    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i];
      const reading = readToken(token);
      const guessedName = reading.type === 'unknown' && !sentenceStart && looksLikeName(token);
      unknown[i] = reading.type === 'unknown' && !guessedName;
      const rows = template(token, reading, guessedName, idx);
      for (let h = 0; h < heads.length; h++) {
        const head = heads[h];
        const row = rows[h];
        head.queries[i] = row.query;
        head.keys[i] = row.key;
        head.values[i] = row.value;
        head.text[i] = row.text;
      }
      if (reading.type === 'word') {
        const e = reading.entry;
        if (firstPronoun < 0 && e.kind === 'pronoun' && e.refers !== 'speaker') firstPronoun = i;
        if (firstAmbiguous < 0 && e.kind === 'ambiguous') firstAmbiguous = i;
        if (firstVerb < 0 && e.kind === 'verb') firstVerb = i;
        if (firstPlaceAsk < 0 && e.kind === 'preposition') firstPlaceAsk = i;
      }
      if (SENTENCE_END.has(token)) sentenceStart = true;
      else if (!OPENERS.test(token)) sentenceStart = false;
    }

    let focus = 0;
    let head = 0;
    let tryThis = 'Click any word to see what it looks for. Try a pronoun (“it”, “she”) or a word like “bank”.';
    const say = (i) => q(tokens[i]);
    if (firstPronoun >= 0) {
      focus = firstPronoun;
      tryThis = `Click ${say(focus)}: which word does it look for? Then try the other heads, or turn on causal.`;
    } else if (firstAmbiguous >= 0) {
      focus = firstAmbiguous; head = 2;
      tryThis = `Click ${say(focus)}: which words settle its meaning? Change them and watch the blend.`;
    } else if (firstVerb >= 0) {
      focus = firstVerb;
      tryThis = `Click ${say(focus)}: who does it? Then switch to the where? head.`;
    } else if (firstPlaceAsk >= 0) {
      focus = firstPlaceAsk; head = 1;
      tryThis = `Click ${say(focus)}: which place does it find?`;
    }

    return {
      id: 'own',
      title: 'Your own sentence',
      tryThis,
      sentence: text,
      tokens,
      features: idx.data.features.slice(),
      valueFeatures: idx.data.valueFeatures.slice(),
      heads,
      magnitude,
      sink,
      focus,
      head,
      causal,
      hidden: [],
      translations: {},
      unknown,
    };
  }

  // ------------------------------------------------------------ helpers for the widget and tests

  // What the lexicon makes of one word, for display or debugging.
  function lookupWord(word) {
    const reading = readToken(String(word));
    if (reading.type !== 'word') return { known: reading.type !== 'unknown', type: reading.type };
    const e = reading.entry;
    return {
      known: true, type: 'word', lemma: e.lemma, kind: e.kind, as: e.as, gender: e.gender,
      topic: Object.assign({}, e.topic), plural: !!reading.plural, derived: !!e.derivedFrom,
      senses: e.senses ? Object.assign({}, e.senses) : undefined,
    };
  }

  // { words: number of distinct words listed, forms: number of spellings recognised, problems: [] }.
  function lexiconInfo() {
    const idx = getIndex();
    return { words: idx.entries.length, forms: idx.forms.size, problems: idx.problems.slice() };
  }

  const api = {
    scenarioFromSentence, lookupWord, lexiconInfo,
    OWN_SENTENCE_DEFAULTS: DEFAULTS, OWN_SENTENCE_HEADS: HEADS,
  };
  Object.assign(ns, api);
  if (typeof module === 'object' && module.exports) module.exports = api;
})(typeof globalThis !== 'undefined' ? globalThis : this);
