// <attention-playground scenario="it">: the controller. It owns one state
// object per instance, turns events into state changes, recomputes the view
// model (once per animation frame, however many slider events arrive) and asks
// each view to draw it. Announces changes politely, after the learner pauses.
//
// Where the state comes from, in order (later wins): the scenario's own
// defaults; the element's attributes (every key of the URL form in
// state-url.js is an attribute); and, for the one element that carries the
// `hash` attribute (the first such on the page), the lesson link in
// location.hash. A scenario can also come as data: loadScenarioData(json) or an
// inline <script type="application/json"> child.
// A learner's change fires `change` (bubbles, composed; detail: the state in
// plain form) once per frame at most, and sliders only when let go; the
// hash-synced element also writes its lesson link into location.hash.
import stylesheetText from '../playground.css';
import { BUILT_IN_SCENARIOS } from './built-in-scenarios.js';
import { compute } from './compute.js';
import { getCore, getTraining } from './core.js';
import { h, replace } from './dom.js';
import * as exportImage from './export-image.js';
import * as I from './i18n.js';
import { scenarioFromTraining } from './learned-scenario.js';
import { scenarioFromSentence } from './own-sentence.js';
import { loadScenario } from './scenario.js';
import * as SU from './state-url.js';
import * as S from './state.js';
import { trainingController } from './training-controller.js';
import { scenarioView, dialsView } from './view-controls.js';
import { meaningView } from './view-explain.js';
import { headsView } from './view-heads.js';
import { heatmapView } from './view-heatmap.js';
import { notesView } from './view-notes.js';
import { sentenceInputView } from './view-sentence-input.js';
import { shareView } from './view-share.js';
import { tokensView } from './view-tokens.js';
import { trainingView } from './view-training.js';
import { vectorsView } from './view-vectors.js';

const ANNOUNCE_AFTER_MS = 700;
const LEARNED_EVERY_MS = 400; // the playground's redraws of learned weights while training
const MAX_SENTENCE = 60000;
// Settings that belong to the lesson rather than to one example: they stay
// when the learner picks another example or types a sentence.
const LESSON_KEYS = ['hide', 'controls', 'lang'];

// One CSSStyleSheet for every instance on the page, made from the stylesheet
// text the bundle carries (esbuild imports playground.css as text); null
// without constructable stylesheets.
let shared;
function sharedSheet() {
  if (shared === undefined) {
    shared = null;
    if (typeof CSSStyleSheet === 'function' && typeof ShadowRoot === 'function' &&
        'adoptedStyleSheets' in ShadowRoot.prototype) {
      try {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(stylesheetText);
        shared = sheet;
      } catch (error) {
        shared = null;
      }
    }
  }
  return shared;
}

function builtIns() { return BUILT_IN_SCENARIOS; }
function isBuiltIn(id) { return Object.prototype.hasOwnProperty.call(builtIns(), id); }

// An example's title for the picker, in its own translation for `tag` if it has one.
function titleOf(json, tag) {
  const own = I.translation(json && json.translations, tag);
  return (own && typeof own.title === 'string' && own.title) || (json && json.title);
}

function errorText(error) { return String(error && error.message ? error.message : error); }

export class AttentionPlaygroundElement extends HTMLElement {
  static get observedAttributes() { return SU.KEYS.concat(['hash']); }

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
    this._core = null;
    this._scenario = null;
    this._state = null;
    this._custom = null;          // a scenario given as data (object or JSON text)
    this._inlineRead = false;
    this._notes = [];
    this._lessonPairs = [];
    this._lastForm = null;        // the URL form last published (no event when it is unchanged)
    this._writtenHash = null;
    this._commitPending = false;
    this._reflecting = false;
    this._frame = 0;
    this._loads = 0;
    this._announceTimer = 0;
    this._announced = '';
    this._started = false;
    this._onHashChange = () => this._hashChanged();
    this._trainingKeep = {};      // the training view's controller and open state (outlive a rebuild of the views)
    this.ready = new Promise((resolve) => { this._resolveReady = resolve; });
    this._build();
  }

  _build() {
    const frame = h('div', { class: 'ap' });
    // The shared constructable stylesheet, adopted: no request, and allowed by a
    // strict CSP. A browser without constructable stylesheets gets a <style>.
    const sheet = sharedSheet();
    let style = null;
    if (sheet) this.shadowRoot.adoptedStyleSheets = [sheet];
    else style = h('style', { text: stylesheetText });

    this._status = h('p', { class: 'status', role: 'status', text: I.t(null, 'status.loading') });
    this._error = h('div', { class: 'error', role: 'alert', hidden: true });
    this._content = h('div', { class: 'content', hidden: true });
    this._live = h('div', { class: 'visually-hidden', 'aria-live': 'polite', 'aria-atomic': 'true' });
    this._frameElement = frame;
    replace(frame, [this._status, this._error, this._content, this._live]);
    replace(this.shadowRoot, [style, frame]);
    this._buildViews(I.FALLBACK);
  }

  // The views, built in one language (their fixed labels are written once);
  // built again when the language changes.
  _buildViews(lang) {
    const t = (key, params) => I.t(lang, key, params);
    const parts = {
      notes: h('div', { class: 'notes', role: 'status', hidden: true }),
      scenario: h('header', { class: 'scenario-bar' }),
      tokens: h('div', { class: 'tokens-box' }),
      own: h('div', { class: 'own-sentence' }),
      vectors: h('section', { class: 'card focus-card', 'aria-label': t('section.focus') }),
      dials: h('section', { class: 'card dials', 'aria-label': t('section.dials') }),
      heads: h('section', { class: 'heads', 'aria-label': t('section.heads') }),
      heatmap: h('section', { class: 'card heatmap-box', 'aria-label': t('section.heatmap') }),
      meaning: h('section', { class: 'meaning', 'aria-label': t('section.meaning') }),
      share: h('section', { class: 'card share', 'aria-label': t('section.share') }),
      // "Where do queries, keys and values come from?" (view-training.js), when loaded
      training: h('section', { class: 'card training', 'aria-label': t('training.section') }),
    };
    const content = h('div', { class: 'content', hidden: this._content.hidden }, [
      parts.notes,
      parts.scenario,
      h('section', { class: 'card sentence-card', 'aria-label': t('section.sentence') }, [
        h('h3', { class: 'section-title', text: t('section.sentence') }), parts.tokens, parts.own]),
      h('div', { class: 'pair' }, [parts.vectors, parts.dials]),
      parts.heads,
      parts.heatmap,
      parts.meaning,
      parts.share,
      parts.training,
    ]);
    this._frameElement.replaceChild(content, this._content);
    this._content = content;
    this._viewLang = lang;
    this._frameElement.setAttribute('lang', lang);

    const actions = this._actions(lang);
    this._views = [
      notesView(parts.notes, actions),
      scenarioView(parts.scenario, actions),
      tokensView(parts.tokens, actions),
      sentenceInputView(parts.own, actions),
      vectorsView(parts.vectors, actions),
      dialsView(parts.dials, actions),
      headsView(parts.heads, actions),
      heatmapView(parts.heatmap, actions),
      meaningView(parts.meaning, actions),
      shareView(parts.share, actions),
      trainingView(parts.training, Object.assign({ keep: this._trainingKeep }, actions)),
    ];
  }

  // lang: the language the views are built in; t, num, pct and quote speak it.
  _actions(lang) {
    // set: a learner's change, published; preview: a slider being dragged
    // (drawn, published when let go: commit).
    const set = (patch) => { this._set(patch); this._commit(); };
    return {
      lang,
      t: (key, params) => I.t(lang, key, params),
      num: (x) => I.num(lang, x),
      pct: (w) => I.pct(lang, w),
      quote: (text) => I.quote(lang, text),
      set,
      preview: (patch) => this._set(patch),
      commit: () => this._commit(),
      focus: (index) => set({ focus: index }),
      showHead: (head) => set({ head }),
      shuffle: () => set({ order: S.shuffled(this._state.order) }),
      restoreOrder: () => set({ order: this._state.order.map((_, i) => i) }),
      editVector: (kind, feature, value) => {
        const st = this._state;
        this._set({ edits: S.withEdit(this._scenario, st, st.head, st.focus, kind, feature, value) });
      },
      resetEdits: () => set({ edits: S.withoutEdits(this._state, this._state.head, this._state.focus) }),
      pickScenario: (id) => this._pick(id),
      useSentence: (text) => this._useSentence(text),
      dismissNotes: () => { this._notes = []; this._set({}); },
      link: () => this.link,
      saveImage: (kind) => this._saveImage(kind),
      // The training view (view-training.js): its controller lives here so the
      // playground can show the learned weights and a link can carry them.
      trainer: () => this._trainer(),
      trainingOpened: (open) => this._trainingOpened(open),
      useLearned: () => this._load({ user: 'learned' }),
      showsLearned: () => Boolean(this._scenario && this._scenario.id === 'learned'),
    };
  }

  // ------------------------------------------------------------ lifecycle

  connectedCallback() {
    this._watchHash();
    if (this._started) return;
    this._started = true;
    this._status.textContent = I.t(this._langTag(), 'status.loading');
    // An inline scenario may not be parsed yet when the element is upgraded
    // early (the script in <head>): wait for the document.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => this._load({ initial: true }), { once: true });
    } else {
      this._load({ initial: true });
    }
  }

  disconnectedCallback() {
    this._unwatchHash();
    if (this._trainingKeep.controller) this._trainingKeep.controller.pause();
  }

  attributeChangedCallback(name, before, after) {
    if (before === after || this._reflecting) return;
    if (name === 'hash') { if (this.isConnected) this._watchHash(); return; }
    if (LESSON_KEYS.includes(name)) this._lessonPairs = this._attributePairs().filter(([k]) => LESSON_KEYS.includes(k));
    if (!this._started) return;
    if (name === 'scenario' || name === 'sentence') {
      if (after === null && name === 'scenario') return;
      if (after !== null) this._custom = null; // the host's choice replaces a scenario given as data
      if (name === 'scenario') this._reflect(() => this.removeAttribute('sentence')); // and a sentence
      this._load({});
      return;
    }
    if (!this._state) return; // the load under way reads every attribute
    if (after === null) {
      const fresh = S.create(this._scenario);
      for (const field of SU.fieldsOf(name)) this._state[field] = fresh[field];
    } else {
      this._notes = this._notes.concat(SU.apply([[name, after]], this._scenario, this._state, 'attribute', this._langTag()));
    }
    this._set({});
  }

  get scenario() { return this.getAttribute('scenario'); }
  set scenario(id) { this.setAttribute('scenario', id); }

  // Show a scenario given as data (an object in the scenario format, or its JSON text).
  loadScenarioData(json) {
    this._custom = json;
    this._inlineRead = true;
    this._reflect(() => { this.removeAttribute('scenario'); this.removeAttribute('sentence'); });
    this._started = true;
    return this._load({});
  }

  // A copy of the current state (for debugging and tests).
  get state() { return this._state ? JSON.parse(JSON.stringify(this._state)) : null; }

  // The state in plain form, as the `change` event carries it.
  get stateDetail() { return this._state ? SU.detail(this._state, this._scenario) : null; }

  // The lesson link of this exact view.
  get link() {
    const form = this._state ? SU.serialise(this._state, this._scenario) : '';
    return window.location.href.split('#')[0] + '#' + form;
  }

  // The current view as a picture: SVG text, or a PNG Blob.
  exportSVG() { return exportImage.svgText(this._picture()); }
  exportPNG() { return exportImage.png(this._picture()); }

  // The language asked for: the `lang` setting (attribute or link), else the
  // closest `lang` around the element, else the page's <html lang>.
  _langTag() {
    return (this._state && this._state.lang) || I.langOf(this) || '';
  }

  // The language of the notes a load gives: the last lang among the pairs
  // being read (attributes, then the link), else the one around the element.
  _noteLang(pairs) {
    const langs = (pairs || []).filter((p) => p[0] === 'lang' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(String(p[1]).trim()));
    return langs.length ? String(langs[langs.length - 1][1]).trim() : I.langOf(this);
  }

  // ------------------------------------------------------------ loading

  _reflect(change) {
    this._reflecting = true;
    try { change(); } finally { this._reflecting = false; }
  }

  _attributePairs() {
    return SU.KEYS.filter((key) => this.hasAttribute(key)).map((key) => [key, this.getAttribute(key)]);
  }

  _inlineScenario() {
    if (this._inlineRead) return;
    this._inlineRead = true;
    const child = Array.from(this.children).find((c) => c.localName === 'script' &&
      (c.getAttribute('type') || '').trim().toLowerCase() === 'application/json');
    if (child) this._custom = child.textContent;
  }

  _customId() {
    if (this._custom === null) return null;
    try {
      const json = typeof this._custom === 'string' ? JSON.parse(this._custom) : this._custom;
      return json && typeof json.id === 'string' ? json.id : null;
    } catch (error) {
      return null;
    }
  }

  _scenarioIds() {
    const ids = Object.keys(builtIns());
    const custom = this._customId();
    if (this._controller()) ids.push('learned');
    return custom && !ids.includes(custom) ? [custom].concat(ids) : ids;
  }

  // how: { initial, hash } for a page load or a new lesson link; { user: 'picker', id }
  // or { user: 'sentence', scenario } for a learner's choice; {} for a host's change.
  async _load(how) {
    const load = ++this._loads;
    try {
      const core = await getCore();
      if (load !== this._loads) return;
      this._core = core;
      this._inlineScenario();
      const notes = [];
      let pairs;
      let source = null;
      if (how.user) {
        pairs = this._lessonPairs;
        source = how.user === 'picker' ? { kind: 'scenario', id: how.id }
          : how.user === 'learned' ? { kind: 'scenario', id: 'learned' } : { kind: 'typed', scenario: how.scenario };
      } else {
        const attributes = this._attributePairs();
        this._lessonPairs = attributes.filter(([k]) => LESSON_KEYS.includes(k));
        const link = (how.initial || how.hash) && this._syncsHash() ? SU.split(window.location.hash, this._noteLang()) : null;
        // A training= setting trains the layer again first, so that
        // scenario=learned has something to show.
        await this._trainingFrom(attributes.map((p) => p.concat('attribute'))
          .concat(link ? link.pairs.map((p) => p.concat('hash')) : []), notes);
        if (load !== this._loads) return;
        const ids = this._scenarioIds();
        const fromAttributes = SU.source(attributes, ids, 'attribute', this._noteLang());
        notes.push(...fromAttributes.notes);
        pairs = attributes.map((p) => p.concat('attribute'));
        if (link) {
          const fromLink = SU.source(link.pairs, ids, 'hash', this._noteLang(link.pairs));
          notes.push(...link.notes, ...fromLink.notes);
          pairs = pairs.concat(link.pairs.map((p) => p.concat('hash')));
          this._lessonPairs = this._lessonPairs.concat(link.pairs.filter(([k]) => LESSON_KEYS.includes(k)));
          source = fromLink.source;
        }
        const customId = this._customId();
        if (!source && this._custom !== null) source = { kind: 'scenario', id: customId };
        if (!source) source = fromAttributes.source;
      }
      const scenario = this._scenarioFor(source, notes, core);
      const state = S.create(scenario);
      // Attribute values first, then the link's: one apply() per origin so each note names it.
      const byOrigin = (origin) => pairs.filter((p) => (p[2] || 'attribute') === origin).map((p) => [p[0], p[1]]);
      const lang = this._noteLang(pairs);
      notes.push(...SU.apply(byOrigin('attribute'), scenario, state, 'attribute', lang));
      notes.push(...SU.apply(byOrigin('hash'), scenario, state, 'hash', lang));
      state.training = this._trainingText(); // what the training view really shows
      // A learner's choice keeps the lesson's settings, without repeating their notes.
      this._show(scenario, state, how.user ? [] : notes, Boolean(how.user));
      this._resolveReady(this);
    } catch (error) {
      if (load !== this._loads) return;
      this._fail(error);
      this._resolveReady(this);
    }
  }

  // The normalised scenario for a source; a source that fails falls back to
  // the first example, with a note (a broken scenario given as data fails loudly).
  _scenarioFor(source, notes, core) {
    if (source && source.kind === 'typed') return source.scenario;
    if (source && source.id === 'learned' && this._controller()) return this._learnedScenario();
    if (source && source.kind === 'sentence') {
      try {
        return scenarioFromSentence(source.text, core.tokenize);
      } catch (error) {
        notes.push(I.t(this._langTag(), 'note.sentence', { reason: errorText(error).replace(/^sentence: /, '') }));
        source = null;
      }
    }
    const customId = this._customId();
    if (source && this._custom !== null && (source.id === customId || customId === null)) {
      return loadScenario(this._custom, core.tokenize);
    }
    const all = builtIns();
    const id = source && isBuiltIn(source.id) ? source.id : Object.keys(all)[0];
    if (!id) throw new Error('there are no built-in examples (scenarios.js is missing or empty)');
    return loadScenario(all[id], core.tokenize);
  }

  _show(scenario, state, notes, byLearner) {
    this._scenario = scenario;
    this._state = state;
    this._notes = notes;
    this._error.hidden = true;
    this._status.hidden = true;
    this._content.hidden = false;
    this._commitPending = false;
    this._renderNow();
    // the training view says whether the playground shows its weights
    if (this._trainingKeep.render) this._trainingKeep.render();
    if (byLearner) this._publish();
    else this._lastForm = SU.serialise(state, scenario);
    if (!byLearner) this._announced = this._vm ? this._vm.texts.meaning : ''; // the first view is not news
  }

  _pick(id) {
    if (!isBuiltIn(id) && id !== this._customId()) return;
    if (id !== this._customId()) this._custom = null;
    this._reflect(() => { this.setAttribute('scenario', id); this.removeAttribute('sentence'); });
    this._load({ user: 'picker', id });
  }

  // A learner's typed text: the problem to show beside the box, or null.
  _useSentence(text) {
    const lang = I.resolve(this._langTag());
    if (text.trim() === '') return I.t(lang, 'own.empty');
    if (text.length > MAX_SENTENCE) {
      return I.t(lang, 'own.too-long', { count: text.length.toLocaleString(lang), max: MAX_SENTENCE.toLocaleString(lang) });
    }
    let scenario;
    try {
      scenario = scenarioFromSentence(text, this._core.tokenize);
    } catch (error) {
      return I.t(lang, 'own.unusable', { reason: errorText(error).replace(/^sentence: /, '') });
    }
    this._reflect(() => this.setAttribute('sentence', text));
    this._load({ user: 'sentence', scenario });
    return null;
  }

  // ------------------------------------------------------------ training

  _controller() {
    const keep = this._trainingKeep;
    return keep.controller && keep.controller.state ? keep.controller : null;
  }

  // The training controller (training-controller.js), made once, on the
  // training module loaded on demand.
  _trainer() {
    const keep = this._trainingKeep;
    if (!keep.trainer) {
      keep.trainer = getTraining().then((api) => {
        keep.controller = trainingController(api, () => this._trainingChanged());
        return keep.controller;
      });
      keep.trainer.catch(() => { keep.trainer = null; });
    }
    return keep.trainer;
  }

  // The training in its link form while the view is open, else null.
  _trainingText() {
    const keep = this._trainingKeep;
    const c = this._controller();
    if (!keep.open || !c) return null;
    return SU.trainingText(c.snapshot());
  }

  _trainingOpened(open) {
    const keep = this._trainingKeep;
    keep.open = open;
    if (!this._state) return;
    this._set({ training: this._trainingText() });
    this._commit();
  }

  // pairs: [key, value, origin]; the last training= wins. A task the module
  // does not know gives a note.
  async _trainingFrom(pairs, notes) {
    const last = pairs.filter((p) => p[0] === 'training').pop();
    if (!last) return;
    const lang = this._noteLang(pairs);
    const spec = SU.training(last[1], lang);
    if (spec && spec.problem) return; // SU.apply notes it
    const keep = this._trainingKeep;
    if (!spec) { keep.open = false; return; }
    try {
      const c = await this._trainer();
      keep.open = true;
      if (spec.task === null) return;
      if (SU.trainingText(c.snapshot()) === SU.trainingText(spec)) return; // already there
      this._status.textContent = I.t(this._langTag(), 'training.replaying', { steps: String(spec.steps) });
      await c.replay(spec);
    } catch (error) {
      const names = this._controller() ? this._controller().tasks.map((x) => x.id).join(', ') : '';
      notes.push(SU.note('training', last[1], errorText(error) + (names ? ` (tasks: ${names})` : ''), last[2]));
    }
  }

  _learnedScenario() {
    const input = this._controller().learnedInput();
    const taskKey = 'training.task.' + input.task.id;
    return scenarioFromTraining(Object.assign(input, {
      languages: I.languages(),
      taskTitle: (lang) => (I.has(lang, taskKey) ? I.t(lang, taskKey) : input.task.title),
      say: (lang, key, params) => I.t(lang, key, Object.assign({}, params,
        params && params.token !== undefined ? { token: I.quote(lang, params.token) } : {})),
    }));
  }

  // The controller changed (a training step, an edit, another task...): the
  // training view redraws; the playground follows when it shows the learned
  // weights (at most every LEARNED_EVERY_MS while training runs); the link
  // follows when training has settled.
  _trainingChanged() {
    const keep = this._trainingKeep;
    if (keep.render) keep.render();
    const c = this._controller();
    if (!c || c.replaying || !this._state) return;
    const now = performance.now();
    if (this._scenario && this._scenario.id === 'learned' && (!c.running || now - (this._learnedAt || 0) > LEARNED_EVERY_MS)) {
      this._learnedAt = now;
      const next = this._learnedScenario();
      // Another task or example sentence is a new scenario; otherwise only the numbers move.
      const same = next.learned.task === this._scenario.learned.task && next.sentence === this._scenario.sentence;
      if (!same) { this._load({ user: 'learned' }); return; }
      this._scenario = next;
      this._set({});
    }
    if (!c.running) {
      this._set({ training: this._trainingText() });
      this._commit();
    }
  }

  _fail(error) {
    this._status.hidden = true;
    this._content.hidden = true;
    this._error.hidden = false;
    replace(this._error, [h('strong', { text: I.t(this._langTag(), 'error.title') + ' ' }), errorText(error)]);
  }

  // ------------------------------------------------------------ the lesson link in location.hash

  // Only the first element on the page with the `hash` attribute follows the link.
  _syncsHash() {
    return this.hasAttribute('hash') && this.isConnected &&
      this.ownerDocument.querySelector('attention-playground[hash]') === this;
  }

  _watchHash() {
    if (this._watching || !this.hasAttribute('hash')) return;
    this._watching = true;
    window.addEventListener('hashchange', this._onHashChange);
  }

  _unwatchHash() {
    if (!this._watching) return;
    this._watching = false;
    window.removeEventListener('hashchange', this._onHashChange);
  }

  _hashChanged() {
    if (!this._syncsHash()) return;
    const now = window.location.hash.replace(/^#/, '');
    if (now === this._writtenHash) return;
    this._load({ hash: true });
  }

  _writeHash(form) {
    this._writtenHash = form;
    const url = window.location.href.split('#')[0] + '#' + form;
    try {
      window.history.replaceState(window.history.state, '', url);
    } catch (error) {
      window.location.replace(url); // file:// pages in some browsers refuse replaceState
    }
  }

  // ------------------------------------------------------------ changes

  _set(patch) {
    if (!this._state) return;
    Object.assign(this._state, patch);
    if (!this._frame) {
      this._frame = requestAnimationFrame(() => { this._frame = 0; this._renderNow(); });
    }
  }

  _commit() {
    this._commitPending = true;
    this._set({});
  }

  // The learner changed something: a `change` event and the lesson link,
  // only when the state's URL form is different from the last one published.
  _publish() {
    if (!this._state) return;
    const form = SU.serialise(this._state, this._scenario);
    if (form === this._lastForm) return;
    this._lastForm = form;
    if (this._syncsHash()) this._writeHash(form);
    this.dispatchEvent(new CustomEvent('change', { bubbles: true, composed: true, detail: SU.detail(this._state, this._scenario) }));
  }

  _picture() {
    if (!this._vm) throw new Error('nothing is shown yet');
    return exportImage.svg(this._vm, { link: '#' + SU.serialise(this._state, this._scenario) });
  }

  async _saveImage(kind) {
    const picture = this._picture();
    const blob = kind === 'png' ? await exportImage.png(picture)
      : new Blob([exportImage.svgText(picture)], { type: 'image/svg+xml' });
    const name = exportImage.fileName(this._vm, kind);
    exportImage.download(blob, name, this._frameElement);
    return name;
  }

  _renderNow() {
    const started = performance.now();
    const tag = this._langTag();
    if (I.resolve(tag) !== this._viewLang) this._buildViews(I.resolve(tag));
    let vm;
    try {
      vm = compute(this._core, this._scenario, this._state, { lang: tag });
    } catch (error) {
      this._fail(error);
      return;
    }
    this._error.hidden = true;
    this._content.hidden = false;
    const active = this.shadowRoot.activeElement;
    const key = active && active.dataset ? active.dataset.key : null;
    const extra = { scenarios: Object.keys(builtIns()).map((id) => ({ id, title: titleOf(builtIns()[id], tag) || id })), notes: this._notes };
    for (const view of this._views) view.render(vm, extra);
    if (key && !active.isConnected) {
      const again = this.shadowRoot.querySelector(`[data-key="${key}"]`);
      if (again) again.focus();
    }
    this._vm = vm;
    this.lastRenderMs = performance.now() - started; // compute + draw, for tests and curious people
    if (this._commitPending) { this._commitPending = false; this._publish(); }
    this._scheduleAnnouncement(vm);
    this.dispatchEvent(new CustomEvent('playground-render', { bubbles: false }));
  }

  _scheduleAnnouncement(vm) {
    clearTimeout(this._announceTimer);
    const message = vm.texts.meaning;
    if (message === this._announced) return;
    this._announceTimer = setTimeout(() => {
      if (message === this._announced) return;
      this._announced = message;
      this._live.textContent = message;
    }, ANNOUNCE_AFTER_MS);
  }
}

