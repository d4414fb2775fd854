// "Your own sentence": turns any typed text into a NORMALISED scenario (the shape
// loadScenario returns, docs/scenario-format.md) using the built-in lexicon in
// lexicon-data.js, plus `unknown`: per token, whether the lexicon did not know it.
//
// A classic script: <script src> (after lexicon-data.js) puts scenarioFromSentence
// on window.AttentionPlayground; Node's require() gets { scenarioFromSentence, … }
// and finds the lexicon with require('./lexicon-data.js').
//
// Its words (what each token looks for, advertises and carries, the heads'
// labels and questions, the prompt) are the catalogues' words.* entries: the
// scenario's own fields in English and a `translations` entry for every other
// catalogue language, so the widget can switch language without a rebuild.
// The catalogues (i18n.js, i18n-en.js, i18n-es.js) must be loaded by the time a
// scenario is made; under Node they are require()d here if they are not.
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

  // Every text a typed sentence shows comes from the catalogues (keys words.…
  // in i18n-en.js and i18n-es.js), in English for the scenario's own fields and
  // in every other catalogue language for its `translations`, so switching the
  // widget's language needs no rebuild. In a page the catalogues are loaded
  // before the widget makes a scenario; under Node, require() loads them here.
  function i18n() {
    if (ns.i18n) return ns.i18n;
    if (typeof require === 'function') {
      require('./i18n.js');
      require('./i18n-en.js');
      require('./i18n-es.js');
      return ns.i18n;
    }
    throw new Error('own-sentence.js needs i18n.js and its catalogues: load them first');
  }

  // The words for one language: say(key, params) reads words.<key>; a {word}
  // param is quoted the language's way (and shortened if very long).
  function wordsFor(lang) {
    const I = i18n();
    const topics = getIndex().data.topics;
    const say = (key, params) => I.t(lang, 'words.' + key, params);
    const q = (word) => I.quote(lang, word.length > WORD_MAX ? word.slice(0, WORD_MAX - 1) + '…' : word);
    const sayWord = (key, word, params) => say(key, Object.assign({ word: q(word) }, params));
    // A topic's or a sense's words: the catalogue's, else the lexicon's English.
    const topicName = (name) => (I.has('en', 'words.topic-name.' + name) ? say('topic-name.' + name) : topics[name] || name);
    const sense = (entry, name) => (I.has('en', `words.sense.${entry.lemma}.${name}`)
      ? say(`sense.${entry.lemma}.${name}`) : entry.senses[name]);
    const or = (items) => (items.length <= 1 ? items.join('')
      : say('or', { items: items.slice(0, -1).join(', '), last: items[items.length - 1] }));
    return { lang, say, q, sayWord, topicName, sense, or, and: say('and') };
  }

  function clip(text) {
    return text.length > TEXT_MAX ? text.slice(0, TEXT_MAX - 1) + '…' : text;
  }

  // A topic's names, strongest first, in the language of T.
  function topicWords(topic, T) {
    const names = Object.keys(topic).sort((a, b) => topic[b] - topic[a]);
    return names.map(T.topicName);
  }

  function idleHead(word, why, T) {
    return { q: {}, k: {}, v: {}, looksFor: T.sayWord('idle.' + why, word), advertises: T.say('nothing'),
      carries: T.say('nothing-here') };
  }

  // The meaning head for a word that is not ambiguous: it advertises and carries its topic.
  function topicHead(word, topic, T) {
    const names = topicWords(topic, T);
    if (names.length === 0) {
      return { q: {}, k: {}, v: {}, looksFor: T.sayWord('idle.one-meaning', word),
        advertises: T.say('no-topic'), carries: T.say('nothing-here') };
    }
    const strength = Math.max(...Object.values(topic));
    const topics = names.join(T.and);
    return { q: {}, k: topic, v: topic, looksFor: T.sayWord('idle.one-meaning', word),
      advertises: T.say(strength < 1 ? 'topic.advertises-faint' : 'topic.advertises', { topics }),
      carries: T.say('topic.carries', { topics }) };
  }

  function nounWho(kind, word, entry, plural, T) {
    const g = GENDER[entry.gender] || GENDER.either;
    const pl = plural ? { plural: 1 } : {};
    const count = plural ? 2 : 1;
    const idle = T.sayWord('idle.noun', word);
    if (kind === 'person' || kind === 'name') {
      const who = T.say(entry.gender === 'female' ? 'person.female' : entry.gender === 'male' ? 'person.male' : 'person.either');
      return { q: {}, k: Object.assign({ person: 1 }, g, pl), v: Object.assign({ person: 1 }, g),
        looksFor: idle, advertises: T.say('person.advertises', { who, count }), carries: T.say('person.carries', { who, word }) };
    }
    if (kind === 'animal') {
      return { q: {}, k: Object.assign({ animal: 1 }, pl), v: { animal: 1 },
        looksFor: idle, advertises: T.say('animal.advertises', { count }), carries: T.say('animal.carries', { word }) };
    }
    if (kind === 'place') {
      return { q: {}, k: { thing: 0.5 }, v: { place: 1 },
        looksFor: idle, advertises: T.say('place.who-advertises'), carries: T.say('place.carries', { word }) };
    }
    return { q: {}, k: Object.assign({ thing: 1 }, pl), v: { thing: 1 },
      looksFor: idle, advertises: T.say('thing.advertises', { count }), carries: T.say('thing.carries', { word }) };
  }

  function nounWhere(kind, word, topic, T) {
    const flavour = topicWords(topic, T);
    const topics = flavour.join(', ');
    if (kind === 'place') {
      return { q: {}, k: { place: 1 }, v: Object.assign({ place: 1 }, topic),
        looksFor: T.sayWord('idle.place', word), advertises: T.say('place.advertises'),
        carries: T.say(flavour.length ? 'place.carries-topics' : 'place.carries', { word, topics }) };
    }
    if (kind === 'spot') {
      return { q: {}, k: { place: 0.7 }, v: Object.assign({ place: 0.7 }, topic),
        looksFor: T.sayWord('idle.spot', word), advertises: T.say('spot.advertises'),
        carries: T.say(flavour.length ? 'spot.carries-topics' : 'spot.carries', { word, topics }) };
    }
    return Object.assign(idleHead(word, 'no-where', T), { advertises: T.say('not-place') });
  }

  // What each kind of pronoun carries (the texts are words.pronoun.<refers>.…).
  const PRONOUN_VALUE = {
    female: { person: 1, female: 1 },
    male: { person: 1, male: 1 },
    it: { animal: 0.5, thing: 0.5 },
    plural: { person: 0.5, animal: 0.25, thing: 0.25 },
    speaker: { person: 1 },
  };

  function pronounWho(word, entry, T) {
    const refers = Object.prototype.hasOwnProperty.call(PRONOUN_VALUE, entry.refers) ? entry.refers : 'speaker';
    const query = entry.refers === 'speaker' ? {} : ASK[entry.refers];
    const key = !entry.doer ? {} : entry.refers === 'it' ? { thing: 0.5 } : { person: 1 };
    const advertises = !entry.doer ? T.sayWord('pronoun.not-doer', word)
      : entry.refers === 'it' ? T.say('pronoun.it.advertises') : T.say('pronoun.doer');
    return { q: query, k: key, v: PRONOUN_VALUE[refers], looksFor: T.sayWord(`pronoun.${refers}.looks`, word),
      advertises, carries: T.sayWord(`pronoun.${refers}.carries`, word) };
  }

  // { who, where, meaning }: each { q, k, v, looksFor, advertises, carries }, the
  // texts in the language of T (wordsFor).
  function describe(token, reading, guessedName, T) {
    let word = token;
    if (reading.type === 'punctuation') {
      const punct = { q: {}, k: {}, v: {}, looksFor: T.say('punctuation.looks'),
        advertises: T.say('nothing'), carries: T.say('punctuation.carries') };
      return { who: punct, where: punct, meaning: punct };
    }
    if (reading.type === 'number') {
      const base = { q: {}, k: {}, v: { number: 1 }, looksFor: T.sayWord('idle.number', word),
        advertises: T.say('nothing'), carries: T.say('number.carries', { word }) };
      return { who: base, where: base,
        meaning: Object.assign({}, base, { k: { money: 0.3 }, advertises: T.say('number.advertises') }) };
    }
    if (reading.type === 'unknown' && guessedName) {
      word = token.replace(/['\u2019]s?$/i, '');
      const who = { q: {}, k: { person: 1, female: 0.5, male: 0.5 }, v: { person: 1, female: 0.5, male: 0.5 },
        looksFor: T.sayWord('name.looks', word), advertises: T.sayWord('name.advertises', word),
        carries: T.say('name.carries', { word }) };
      const where = { q: {}, k: { place: 0.5 }, v: { place: 0.5 },
        looksFor: T.sayWord('name.where-looks', word), advertises: T.say('name.where-advertises'),
        carries: T.say('name.where-carries', { word }) };
      return { who, where, meaning: topicHead(word, {}, T) };
    }
    if (reading.type === 'unknown') {
      const unknown = { q: {}, k: {}, v: {},
        looksFor: T.say('unknown.looks'), advertises: T.say('unknown.other'), carries: T.say('unknown.other') };
      return { who: unknown, where: unknown, meaning: unknown };
    }

    const e = reading.entry;
    const shown = reading.note === 'possessive' ? word.replace(/['\u2019](s)?$/i, '') : word;
    const kind = e.kind === 'ambiguous' ? e.as : e.kind;
    const nothingHere = T.say('nothing-here');
    let who;
    let where;
    let meaning;

    if (NOUN_KINDS.has(kind)) {
      who = nounWho(kind, shown, e, reading.plural, T);
      where = nounWhere(kind, shown, e.topic, T);
    } else if (kind === 'pronoun') {
      who = pronounWho(word, e, T);
      where = idleHead(word, 'pronoun', T);
    } else if (kind === 'verb') {
      const animalFirst = (e.topic.animal || 0) > 0;
      who = { q: animalFirst ? ASK.animalVerb : ASK.verb, k: {}, v: {},
        looksFor: T.sayWord(animalFirst ? 'verb.looks-animal' : 'verb.looks', word),
        advertises: T.say('verb.advertises'), carries: T.say('verb.carries') };
      where = { q: e.moves ? ASK.place : ASK.placeFaint, k: {}, v: {},
        looksFor: T.say(e.moves ? 'verb.where' : 'verb.where-faint'),
        advertises: T.say('not-place'), carries: nothingHere };
    } else if (kind === 'feeling') {
      who = { q: ASK.feeling, k: {}, v: {}, looksFor: T.sayWord('feeling.looks', word),
        advertises: T.say('feeling.advertises'), carries: T.say('feeling.carries') };
      where = idleHead(word, 'no-where', T);
    } else if (kind === 'relative') {
      const person = e.asks === 'person';
      who = { q: person ? ASK.relativePerson : ASK.relativeThing, k: {}, v: {},
        looksFor: T.say(person ? 'relative.person' : 'relative.thing'),
        advertises: T.say('nothing'), carries: nothingHere };
      where = idleHead(word, 'no-where', T);
    } else if (kind === 'preposition' || kind === 'where-word') {
      who = idleHead(word, 'preposition', T);
      where = { q: ASK.place, k: {}, v: {},
        looksFor: T.sayWord(kind === 'preposition' ? 'preposition.looks' : 'where-word.looks', word),
        advertises: T.say('where.advertises'), carries: nothingHere };
    } else {
      const why = kind === 'time' ? 'time'
        : kind === 'number' ? 'number'
          : kind === 'adjective' ? 'adjective'
            : 'grammar';
      who = idleHead(word, why, T);
      where = idleHead(word, why, T);
      if (kind === 'number') {
        who.v = { number: 1 }; where.v = { number: 1 };
        who.carries = where.carries = T.say('number.carries', { word });
      }
    }

    if (e.kind === 'ambiguous') {
      const senses = Object.keys(e.senses);
      const descriptions = T.or(senses.map((s) => T.sense(e, s)));
      const q0 = {};
      const v0 = {};
      for (const s of senses) { q0[s] = 1; v0[s] = 1 / senses.length; }
      meaning = { q: q0, k: {}, v: v0,
        looksFor: T.say('ambiguous.looks', { topics: T.or(topicWords(q0, T)), senses: descriptions }),
        advertises: T.say('ambiguous.advertises'),
        carries: T.say('ambiguous.carries', { senses: descriptions }) };
    } else {
      const topic = Object.assign({}, e.topic);
      if (kind === 'animal') topic.animal = Math.max(topic.animal || 0, 1);
      if (kind === 'verb') for (const name of Object.keys(topic)) topic[name] *= VERB_TOPIC_SHARE;
      meaning = topicHead(word, topic, T);
      if (kind === 'number') {
        meaning.k = Object.assign({ money: 0.3 }, meaning.k);
        meaning.v = Object.assign({ number: 1 }, meaning.v);
        meaning.advertises = T.say('number.advertises');
        meaning.carries = T.say('number.carries', { word });
      }
    }
    return { who, where, meaning };
  }

  // The languages a scenario speaks: English (its own fields) first, then every
  // other catalogue language (its `translations`).
  function languages() {
    return ['en'].concat(i18n().languages().filter((lang) => lang !== 'en'));
  }

  // Dense rows and texts for one token, cached per (token, guessed name). The rows
  // and text objects are FROZEN and shared by every token with the same spelling
  // (5,000 tokens would otherwise mean 45,000 little arrays): copy before editing.
  // Each row's `texts` holds its texts per language (`text` is the English).
  // The numbers come from the English description; every language's description
  // gives the same numbers, only its words differ.
  function template(token, reading, guessedName, idx, langs) {
    const cacheKey = (guessedName ? '\u0001' : '\u0000') + token;
    const cache = idx.templates;
    const hit = cache.get(cacheKey);
    if (hit && langs.every((lang) => hit[0].texts[lang])) return hit;
    const { features, valueFeatures } = idx.data;
    const dense = (map, names) => names.map((name) => {
      const x = map[name];
      return x === undefined ? 0 : x;
    });
    const byLang = {};
    for (const lang of langs) byLang[lang] = describe(token, reading, guessedName, wordsFor(lang));
    const parts = byLang.en;
    const result = HEADS.map((head) => {
      const p = parts[head.id];
      for (const name of Object.keys(p.q).concat(Object.keys(p.k))) {
        if (!features.includes(name)) throw new Error(`own-sentence: feature "${name}" is not declared`);
      }
      for (const name of Object.keys(p.v)) {
        if (!valueFeatures.includes(name)) throw new Error(`own-sentence: value feature "${name}" is not declared`);
      }
      const texts = {};
      for (const lang of langs) {
        const own = byLang[lang][head.id];
        texts[lang] = Object.freeze({ looksFor: clip(own.looksFor), advertises: clip(own.advertises), carries: clip(own.carries) });
      }
      return {
        query: Object.freeze(dense(p.q, features)),
        key: Object.freeze(dense(p.k, features)),
        value: Object.freeze(dense(p.v, valueFeatures)),
        text: texts.en,
        texts: Object.freeze(texts),
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
    const langs = languages();
    const words = {};
    for (const lang of langs) words[lang] = wordsFor(lang);
    const E = words.en;
    const heads = HEADS.map((h) => ({ id: h.id, label: E.say(`head.${h.id}.label`), question: E.say(`head.${h.id}.question`),
      queries: new Array(n), keys: new Array(n), values: new Array(n), text: new Array(n) }));
    const unknown = new Array(tokens.length);
    const textRows = new Array(tokens.length);   // per token, its template rows (texts in every language)
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
      const rows = template(token, reading, guessedName, idx, langs);
      for (let h = 0; h < heads.length; h++) {
        const head = heads[h];
        const row = rows[h];
        head.queries[i] = row.query;
        head.keys[i] = row.key;
        head.values[i] = row.value;
        head.text[i] = row.text;
      }
      textRows[i] = rows;
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
    let tryKey = 'try.any';
    if (firstPronoun >= 0) {
      focus = firstPronoun; tryKey = 'try.pronoun';
    } else if (firstAmbiguous >= 0) {
      focus = firstAmbiguous; head = 2; tryKey = 'try.ambiguous';
    } else if (firstVerb >= 0) {
      focus = firstVerb; tryKey = 'try.verb';
    } else if (firstPlaceAsk >= 0) {
      focus = firstPlaceAsk; head = 1; tryKey = 'try.preposition';
    }
    const tryThisIn = (T) => T.sayWord(tryKey, tokens[focus]);

    // Every other language's words, shaped as the scenario format's
    // `translations` (the text objects are the shared, frozen ones).
    const translations = {};
    for (const lang of langs) {
      if (lang === 'en') continue;
      const T = words[lang];
      const tokenTexts = {};
      for (let i = 0; i < n; i++) {
        const rows = textRows[i];
        const own = {};
        HEADS.forEach((h, k) => { own[h.id] = rows[k].texts[lang]; });
        tokenTexts[i] = own;
      }
      translations[lang] = {
        title: i18n().t(lang, 'own.title'),
        tryThis: tryThisIn(T),
        heads: Object.fromEntries(HEADS.map((h) => [h.id,
          { label: T.say(`head.${h.id}.label`), question: T.say(`head.${h.id}.question`) }])),
        tokens: tokenTexts,
      };
    }

    return {
      id: 'own',
      title: i18n().t('en', 'own.title'),
      tryThis: tryThisIn(E),
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
      translations,
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
