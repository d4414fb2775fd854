// What one token looks for, advertises and carries in each of the three heads
// of a typed sentence (who?, where?, which meaning?): its query, key and value
// as { feature: weight } maps, and the texts in one language's words (the
// catalogues' words.* entries, so switching the widget's language needs no
// rebuild).
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
import * as I from '../i18n/i18n.js';
import { GENDER, NOUN_KINDS, getIndex } from './lexicon-index.js';

// A verb hints at its topic less surely than a noun: "paid" says money, but
// "cheque" says it louder.
const VERB_TOPIC_SHARE = 0.8;
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

// The words for one language: say(key, params) reads words.<key>; a {word}
// param is quoted the language's way (and shortened if very long).
export function wordsFor(lang) {
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
  // A language whose nouns all have a gender (Spanish: «la alfombra», «el gato») says it in every key,
  // so that its pronouns can look for it («él» → a masculine noun).
  const own = getIndex().data.grammaticalGender && GENDER[entry.gender] && entry.gender !== 'either' ? GENDER[entry.gender] : {};
  if (kind === 'animal') {
    return { q: {}, k: Object.assign({ animal: 1 }, own, pl), v: { animal: 1 },
      looksFor: idle, advertises: T.say('animal.advertises', { count }), carries: T.say('animal.carries', { word }) };
  }
  if (kind === 'place') {
    return { q: {}, k: Object.assign({ thing: 0.5 }, own), v: { place: 1 },
      looksFor: idle, advertises: T.say('place.who-advertises'), carries: T.say('place.carries', { word }) };
  }
  return { q: {}, k: Object.assign({ thing: 1 }, own, pl), v: { thing: 1 },
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
  // A language whose nouns all have a gender: «él», «lo» stand for any masculine noun, «ella» a feminine one.
  masculine: { male: 1 },
  feminine: { female: 1 },
};

function pronounWho(word, entry, T) {
  const refers = Object.prototype.hasOwnProperty.call(PRONOUN_VALUE, entry.refers) ? entry.refers : 'speaker';
  // What it asks: the word list's own question for it (i18n/es/lexicon.json "asks"), else the one above.
  const query = entry.refers === 'speaker' ? {} : (getIndex().data.asks || {})[entry.refers] || ASK[entry.refers] || {};
  const key = !entry.doer ? {} : entry.refers === 'it' ? { thing: 0.5 } : { person: 1 };
  const advertises = !entry.doer ? T.sayWord('pronoun.not-doer', word)
    : entry.refers === 'it' ? T.say('pronoun.it.advertises') : T.say('pronoun.doer');
  return { q: query, k: key, v: PRONOUN_VALUE[refers], looksFor: T.sayWord(`pronoun.${refers}.looks`, word),
    advertises, carries: T.sayWord(`pronoun.${refers}.carries`, word) };
}

// { who, where, meaning }: each { q, k, v, looksFor, advertises, carries }, the
// texts in the language of T (wordsFor).
export function describe(token, reading, guessedName, T) {
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
