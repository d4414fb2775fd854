// The lexicon's index for "your own sentence": every spelling a word list
// knows (English's, web/lexicon.json, docs/lexicon-format.md; another
// language's comes with its part: i18n/es/lexicon.json), generated forms
// included (English: plurals, -s/-ed/-ing; Spanish: plurals, an adjective's
// gender and number, a regular verb's forms; Arabic: the joined article and
// particles, a describing word's forms), each mapped to its entry; built
// once per word list, on first use, with a list of the problems found in the
// data (the tests check it is empty). useLexicon chooses the list the next
// readings use (own-sentence.js, for the language a sentence is read in).
import english from '../../lexicon.json' with { type: 'json' };

export const NOUN_KINDS = new Set(['person', 'name', 'animal', 'thing', 'spot', 'place']);
export const GENDER = { female: { female: 1 }, male: { male: 1 }, either: { female: 0.5, male: 0.5 } };

const indexes = new Map(); // per word list, built once: { forms: Map(form → reading), bare, entries, problems, data }
let lexicon = english;

// The word list the readings use from now on (a language's, else English's).
export function useLexicon(data) { lexicon = data || english; }

// A word without its accents ("sento" finds "sentó", "arbol" "árbol"), or
// without Arabic's short vowels and its tatweel ("متعبًا" finds "متعبا", "ـه" "ه").
export function bareWord(word) { return word.normalize('NFD').replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, ''); }

// Arabic: the particles written joined before a word (the article «ال», and
// «و» «ف» «ب» «ك» «ل»; «ل» + «ال» is «لل»): «القط», «والقط», «بالقط», «للقط»
// find «قط». noun: whether it takes the article (nouns, places, describing words).
const ARABIC = {
  forms(word, noun) {
    const bases = [word];
    if (noun && !word.startsWith('ال')) bases.push('ال' + word);
    const out = bases.slice(1);
    for (const base of bases) {
      for (const p of ['و', 'ف']) out.push(p + base);
      if (!noun) continue;
      for (const p of ['ب', 'ك', 'وب', 'فب', 'وك']) out.push(p + base);
      const withL = base.startsWith('ال') ? 'لل' + base.slice(2) : 'ل' + base;
      out.push(withL, 'و' + withL, 'ف' + withL);
    }
    return out;
  },
  // A describing word's feminine, its accusative and its plurals: «متعبة», «متعبا», «متعبون».
  adjective(word) { return ['ة', 'ا', 'ون', 'ين', 'ات'].map((end) => word + end); },
};

// Spanish: a noun's plural, an adjective's forms, a regular verb's forms (irregular ones are listed).
const SPANISH = {
  plural(word) {
    if (/[aeiouáéó]$/.test(word)) return word + 's';
    if (word.endsWith('z')) return word.slice(0, -1) + 'ces';
    return word.replace(/[áéíóú](?=[ns]$)/, (v) => bareWord(v)) + 'es';
  },
  adjective(word) {
    if (word.endsWith('o')) return ['a', 'os', 'as'].map((end) => word.slice(0, -1) + end);
    return [SPANISH.plural(word)];
  },
  verb(base) {
    const stem = base.slice(0, -2);
    const ends = {
      ar: 'o as a amos an é ó aste aron aba abas ábamos aban ando ado ada ados adas ará arán aría',
      er: 'o es e emos en í ió iste ieron ía ías íamos ían iendo ido ida idos idas erá erán ería',
      ir: 'o es e imos en í ió iste ieron ía ías íamos ían iendo ido ida idos idas irá irán iría',
    }[base.slice(-2)];
    return ends ? ends.split(' ').map((end) => stem + end) : [];
  },
};

export function topicMap(topic) {
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

function buildIndex(data) {
  const spanish = data.language === 'es';
  const arabic = data.language === 'ar';
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
      if (arabic) {
        const describing = group.kind === 'feeling' || group.kind === 'adjective';
        const spellings = [lemma].concat(parts.slice(1).map((f) => f.toLowerCase()), describing ? ARABIC.adjective(lemma) : []);
        spellings.forEach((form, k) => {
          for (const f of ARABIC.forms(form, NOUN_KINDS.has(group.kind) || describing)) generated.push([f, { entry, plural: isNoun && k > 0 && !describing }]);
          if (describing && k >= parts.length) generated.push([form, { entry, plural: false }]);
        });
        continue;
      }
      if (isNoun) generated.push([spanish ? SPANISH.plural(lemma) : pluralOf(lemma), { entry, plural: true }]);
      if (group.kind === 'verb') for (const f of spanish ? SPANISH.verb(lemma) : verbForms(lemma, double)) generated.push([f, { entry, plural: false }]);
      if (spanish && (group.kind === 'feeling' || group.kind === 'adjective')) for (const f of SPANISH.adjective(lemma)) generated.push([f, { entry, plural: false }]);
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
    if (arabic) for (const f of ARABIC.forms(entry.lemma, true)) generated.push([f, { entry, plural: false }]);
    else if (NOUN_KINDS.has(a.as)) generated.push([spanish ? SPANISH.plural(entry.lemma) : pluralOf(entry.lemma), { entry, plural: true }]);
    if (a.verbTopic) for (const f of verbForms(entry.lemma, false)) generated.push([f, { entry: verb, plural: false }]);
  });

  // Generated forms never replace a listed word, and the first generator wins.
  for (const [form, reading] of generated) if (!forms.has(form)) forms.set(form, reading);
  // Each form without its accents, where no other form is spelt so (the first wins).
  const bare = new Map();
  for (const [form, reading] of forms) if (!bare.has(bareWord(form))) bare.set(bareWord(form), reading);

  // readings: token → what it is; templates: token → its frozen rows and texts
  return { forms, bare, entries, problems, data, readings: new Map(), templates: new Map() };
}

export function getIndex() {
  if (!indexes.has(lexicon)) indexes.set(lexicon, buildIndex(lexicon));
  return indexes.get(lexicon);
}
