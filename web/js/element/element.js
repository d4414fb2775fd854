// <attention-playground scenario="it">: the element. It owns one state object
// per instance (state.js; its fields are the settings of settings.js), turns
// events into state changes, recomputes the view model (compute.js, once per
// animation frame however many slider events arrive) and asks each view to
// draw it (layout.js). Announces changes politely, after the learner pauses.
//
// Where the state comes from (state-sources.js), later wins: the scenario's
// own defaults; the element's attributes (every setting is an attribute, and a
// property of the same name); and the lesson link in location.hash, when it is
// for this element (hash-link.js: the first with the `hash` attribute follows
// the page's link; any other, a link addressed to it). A scenario can
// also come as data: loadScenarioData(json) or an inline
// <script type="application/json"> child.
// A learner's change fires `change` (bubbles, composed; detail: the state in
// plain form) once per frame at most, and sliders only when let go; the
// hash-synced element also writes its lesson link into location.hash.
import { viewActions } from './actions.js';
import { BUILT_IN_IDS, STEP_SCENARIOS, builtInsFor, isBuiltIn } from '../data/built-in-scenarios.js';
import { compute } from '../model/compute.js';
import { getCore } from '../wasm/core.js';
import { h, replace } from '../lib/dom.js';
import { defineSettingProperties, keepEarlyProperties } from './element-properties.js';
import { keepWork } from './focus-keeping.js';
import * as E from '../lesson/explain.js';
import { announcer } from './announcer.js';
import { addController, connectControllers } from './controllers.js';
import { hashLink } from './hash-link.js';
import { inheritedScheme, schemeWatcher } from './host-scheme.js';
import * as I from '../i18n/i18n.js';
import { layout } from './layout.js';
import { loadedPart, missingParts, part, settled } from '../loader/parts.js';
import './parts.js'; // the parts it loads on demand, handed to the loader
import { on, readyState } from '../lib/page-dom.js';
import * as L from '../state/lesson-link.js';
import { KEYS, LESSON_KEYS, MAX_SENTENCE } from '../state/settings.js';
import { list } from '../state/setting-values.js';
import { builtInScenario, customIdOf, lessonPairs, noteLang, readSources, scenarioFor, scenarioIds, stateFor, stepOf } from './state-sources.js';
import { ALL, STEP_EXAMPLES, exampleFor, fits, openingFocus, taskShown } from '../lesson/steps.js';
import { STEP_RULES, latch } from '../lesson/task-rules.js';
import * as S from '../state/state.js';
import { isNormalised, isTyped } from '../data/scenario-shape.js';
import { hasTexts } from '../i18n/scenario-texts.js';
import { addStyles, styleShadowRoot } from '../style/stylesheet.js';
import { TrainingBridge } from './training-bridge.js';

// scenario.js's loadScenario once its part has come (parts.js), else null.
function checker() { const p = loadedPart('scenario'); return p && p.loadScenario; }

function errorText(error) { return String(error && error.message ? error.message : error); }

// Importing the module defines no element and needs no DOM (a site's server
// render imports it too): without HTMLElement the class extends a stand-in.
const Base = typeof HTMLElement === 'function' ? HTMLElement : class {};

/**
 * An interactive attention playground: click a word, see what it looks for,
 * what the others advertise, the match scores, the softmax percentages, the
 * sink and the blended value, per head.
 *
 * @customElement attention-playground
 * @tagname attention-playground
 * @fires change - the learner changed the view; `detail` is the view in plain form (stateDetail)
 * @cssprop --ap-accent - the accent colour (focus word, links, bars)
 * @cssprop --ap-font - the widget's font family
 */
export class AttentionPlaygroundElement extends Base {
  static get observedAttributes() { return KEYS.concat(['hash', 'theme']); }

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
    this._lastForm = null;        // the link form last published (no event when it is unchanged)
    this._commitPending = false;
    this._reflecting = false;
    this._frame = 0;
    this._loads = this._stepAsks = 0;
    this._newStep = this._newExample = false;        // the next drawing follows a move to another step: say where
    this._started = false;
    // What follows the element on and off the page (controllers.js), in this order.
    this._hash = addController(this, hashLink(this, () => this._load({ hash: true })));
    // The page's theme, and its <html lang>: a new language of the page is drawn at once (the views built again).
    addController(this, schemeWatcher(() => this._applyScheme(), () => { if (this._langTag() !== this._drawnLang) this._requestUpdate(); }));
    this._training = addController(this, new TrainingBridge({
      state: () => this._state,
      scenario: () => this._scenario,
      set: (patch) => this._set(patch),
      commit: () => this._commit(),
      progress: () => { if (this._progress && !this._progress.done) this._set({}); },
      news: (text) => { this._news = text; this._set({}); },
      load: (how) => this._load(how),
      replaceScenario: (scenario) => { this._scenario = scenario; this._set({}); },
      status: (text) => { this._status.textContent = text; },
      langTag: () => this._langTag(),
    }));
    /** Resolves once the widget has drawn for the first time (or shown its error). */
    this.ready = new Promise((resolve) => { this._resolveReady = resolve; });
    this._build();
  }

  _build() {
    // The widget's own direction, not the page's: every language it speaks (its catalogues) reads left to
    // right, in a right-to-left page too. "loading": it keeps its step's room (reserved-heights.js).
    const frame = h('div', { class: 'ap loading', dir: 'ltr' });
    const style = styleShadowRoot(this.shadowRoot);
    this._status = h('p', { class: 'status', role: 'status', text: I.t(null, 'status.loading') });
    this._error = h('div', { class: 'error', role: 'alert', hidden: true });
    this._missing = h('div', { class: 'hint missing', hidden: true }); // the files this page lacks (_showMissing)
    this._content = h('div', { class: 'content', hidden: true });
    this._announcer = announcer(); // the one live region (announcer.js)
    this._frameElement = frame;
    replace(frame, [this._status, this._error, this._missing, this._content, this._announcer.region]);
    replace(this.shadowRoot, [style, frame]);
    this._buildViews(I.FALLBACK);
  }

  // The views, built in one language (their fixed labels are written once);
  // built again when the language changes.
  _buildViews(lang) {
    this._restore = keepWork(this._frameElement, this._content); // typed text and focus, put back once drawn (_renderNow)
    const built = layout(this._actions(lang), this._training.keep);
    built.content.hidden = this._content.hidden;
    this._frameElement.replaceChild(built.content, this._content);
    this._content = built.content;
    this._views = built.views;
    this._viewLang = lang;
    this._frameElement.setAttribute('lang', lang);
  }

  // What views may ask for, in the language the views are built in (actions.js).
  _actions(lang) { return viewActions(this, lang); }

  // ------------------------------------------------------------ lifecycle

  connectedCallback() {
    if (!this._started) keepEarlyProperties(this); // set before the class was defined (attributes may be set now, not in the constructor)
    connectControllers(this, true);
    this._reserveRoom();
    if (this._suspendedLoad) { // a lesson link's replay stopped when the element left the page
      const how = this._suspendedLoad;
      this._suspendedLoad = null;
      this._load(how);
      return;
    }
    if (this._started) return;
    this._started = true;
    this._status.textContent = I.t(this._langTag(), 'status.loading');
    // An inline scenario may not be parsed yet when the element is upgraded
    // early (the script in <head>): wait for the document.
    if (readyState() === 'loading') { // the document's own (page-dom.js: past an <img name="readyState">)
      on(document, 'DOMContentLoaded', () => this._load({ initial: true }), { once: true });
    } else {
      this._load({ initial: true });
    }
  }

  // The page's light or dark theme (host-scheme.js), unless the theme attribute says which.
  _applyScheme() {
    const scheme = this.hasAttribute('theme') ? null : inheritedScheme(this);
    this._frameElement.classList.toggle('scheme-dark', scheme === 'dark');
    this._frameElement.classList.toggle('scheme-light', scheme === 'light');
  }

  // While it loads, the widget keeps the room of the step it will show (its step attribute).
  _reserveRoom() {
    const step = this.getAttribute('step');
    if (step === null) delete this._frameElement.dataset.reserve;
    else this._frameElement.dataset.reserve = step.trim().toLowerCase();
  }

  disconnectedCallback() {
    connectControllers(this, false);
  }

  attributeChangedCallback(name, before, after) {
    if (before === after || this._reflecting) return;
    if (name === 'hash') { if (this.isConnected) this._hash.hostConnected(); return; }
    if (name === 'theme') { this._applyScheme(); return; }
    if (LESSON_KEYS.includes(name)) this._lessonPairs = lessonPairs(this._attributePairs());
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
      for (const field of L.fieldsOf(name)) this._state[field] = fresh[field];
    } else {
      const noted = () => L.apply([[name, after]], this._scenario, this._state, 'attribute', this._langTag());
      const notes = noted();
      // Their words come with the notes part: the value is read again in them (the same change to the state).
      if (notes.length && !loadedPart('notes')) {
        this._track(part('notes').then(() => { this._notes = this._notes.concat(noted()); this._set({}); }, () => {}));
      } else this._notes = this._notes.concat(notes);
    }
    this._set({});
  }

  // Shows a scenario given as data (an object in the scenario format, or its JSON text).
  loadScenarioData(json) {
    this._custom = json;
    this._inlineRead = true;
    this._reflect(() => { this.removeAttribute('scenario'); this.removeAttribute('sentence'); });
    this._started = true;
    return this._load({});
  }

  /** A copy of the current state (for debugging and tests). */
  get state() { return this._state ? JSON.parse(JSON.stringify(this._state)) : null; }

  /** The state in plain form, as the `change` event carries it. */
  get stateDetail() { return this._state ? L.detail(this._state, this._scenario) : null; }

  /**
   * The lesson link of this exact view, for this element: opening it reopens this view here. The page's own
   * widget (the first with `hash`) has the page's address and "#scenario=…"; any other is addressed by its id
   * or its place on the page, "#widget=demo&scenario=…" (hash-link.js).
   */
  get link() { return this._hash.link(this._state ? L.serialise(this._state, this._scenario) : ''); }

  /** Whether this element follows the page's URL hash (the `hash` attribute; the first such element on the page does). */
  get hash() { return this.hasAttribute('hash'); }
  set hash(on) { if (on) this.setAttribute('hash', ''); else this.removeAttribute('hash'); }

  /** "light" or "dark" to override the colour scheme (the `theme` attribute; playground.css reads it). */
  get theme() { return this.getAttribute('theme'); }
  set theme(value) { if (value === null || value === undefined) this.removeAttribute('theme'); else this.setAttribute('theme', String(value)); }

  /** The current view as a picture: a promise of its SVG text (the picture's code loads on first use). */
  exportSVG() { return this._picture().then(({ image, picture }) => image.svgText(picture)); }
  /** The current view as a picture: a promise of a PNG Blob. */
  exportPNG() { return this._picture().then(({ image, picture }) => image.png(picture)); }

  // The language asked for: the `lang` setting (attribute or link), else the
  // closest `lang` around the element, else the page's <html lang>.
  _langTag() {
    return (this._state && this._state.lang) || I.langOf(this) || '';
  }

  // ------------------------------------------------------------ loading

  _reflect(change) {
    this._reflecting = true;
    try { change(); } finally { this._reflecting = false; }
  }

  _attributePairs() {
    return KEYS.filter((key) => this.hasAttribute(key)).map((key) => [key, this.getAttribute(key)]);
  }

  _readInlineScenario() {
    if (this._inlineRead) return;
    this._inlineRead = true;
    const child = Array.from(this.children).find((c) => c.localName === 'script' &&
      (c.getAttribute('type') || '').trim().toLowerCase() === 'application/json');
    if (child) this._custom = child.textContent;
  }

  // how: { initial, hash } for a page load or a new lesson link; { user: 'picker', id },
  // { user: 'learned' } or { user: 'sentence', scenario } for a learner's choice; {} for a host's change.
  _load(how) { return this._track(this._loadNow(how)); }

  // Work under way (a load, a typed sentence, a language), for whenIdle().
  _track(promise) {
    if (!this._work) this._work = new Set();
    this._work.add(promise);
    const done = () => this._work.delete(promise);
    promise.then(done, done);
    return promise;
  }

  /** Resolves once everything asked of the widget so far is drawn, parts loaded on demand included. */
  async whenIdle() {
    while (this._work && this._work.size) await Promise.allSettled(Array.from(this._work));
    await settled();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    if (this._work && this._work.size) await this.whenIdle(); // a drawing asked for more
  }

  async _loadNow(how) {
    const load = ++this._loads;
    try {
      const core = await getCore();
      if (load !== this._loads) return;
      this._core = core;
      this._readInlineScenario();
      const around = I.langOf(this);
      await this._speak(around); // a catalogue that is a part of its own (parts.js)
      if (load !== this._loads) return;
      const notes = [];
      let pairs;
      let source;
      if (how.user) {
        // A learner's choice keeps the lesson's settings.
        pairs = this._lessonPairs;
        source = how.user === 'picker' ? { kind: 'scenario', id: how.id }
          : how.user === 'learned' ? { kind: 'scenario', id: 'learned' } : { kind: 'typed', scenario: how.scenario };
      } else {
        const attributes = this._attributePairs();
        const link = how.initial || how.hash ? this._hash.read(around) : null;
        this._lessonPairs = lessonPairs(attributes).concat(link ? lessonPairs(link.pairs) : []);
        await this._speak(noteLang(attributes.concat(link ? link.pairs : []), around));
        if (load !== this._loads) return;
        const replayed = await this._training.replayFrom(attributes.map((p) => p.concat('attribute'))
          .concat(link ? link.pairs.map((p) => p.concat('hash')) : []), notes, around);
        if (load !== this._loads) return;
        if (replayed === 'suspended') { // off the page: replay again when back
          if (this.isConnected) { this._training.hostConnected(); this._load(how); } else this._suspendedLoad = how;
          return;
        }
        const ids = scenarioIds(BUILT_IN_IDS, customIdOf(this._custom), Boolean(this._training.controller()));
        const read = readSources({ attributes, link, custom: this._custom, ids, around });
        notes.push(...read.notes);
        pairs = read.pairs;
        source = read.source;
        // An author's list of examples and no example named: the list's first.
        const listed = list(String((pairs.filter((p) => p[0] === 'scenarios').pop() || [0, ''])[1])).filter((id) => ids.includes(id));
        if (!source && listed.length) source = { kind: 'scenario', id: listed[0] };
      }
      // A learner's choice stays at the step the learner is on.
      const step = how.user && this._state ? this._state.step : how.step || stepOf(pairs);
      const reader = source && source.kind === 'sentence' ? await part('sentence') : null; // parts.js
      // The whole playground's words and views come with the explore part: drawn once it is here (or is not to be had).
      if (step === ALL) await part('explore').catch(() => null);
      const builtIns = await builtInsFor(source && source.id); // an example no step opens with is a part
      // An author's own example is checked by a part, as are the built-in ones where they were
      // bundled unchecked (tools/build-web.js checks them: scenario-shape.js).
      if (this._custom !== null || !isNormalised(STEP_SCENARIOS.it)) {
        await part('scenario').catch(({ file, refused }) => { throw new Error(this._missingLine({ name: 'scenario', file, refused })); });
      }
      if (load !== this._loads) return;
      const chosen = scenarioFor(source, {
        custom: this._custom, builtIns, tokenize: core.tokenize, lang: this._langTag(), step,
        learned: this._training.controller() ? () => this._training.learnedScenario() : null,
        fromSentence: reader && reader.scenarioFromSentence, check: checker(),
      });
      notes.push(...chosen.notes);
      const { state, notes: applied } = stateFor(chosen.scenario, pairs, around);
      notes.push(...applied);
      state.step = step;
      // A step may open on a word of its own (steps.js), unless the lesson names the focus.
      if (!pairs.some((pair) => pair[0] === 'focus')) state.focus = openingFocus(step, chosen.scenario, state);
      state.training = this._training.text(); // what the training view really shows
      // A learner's choice keeps the lesson's settings, without repeating their notes.
      // Something to note: its words come with the notes part, and the sources are read again in them.
      if (notes.length && !how.user && !I.has('en', 'url.ignored-link') && await part('notes').then(() => true, () => false)) {
        return this._loadNow(how);
      }
      this._builtIn = chosen.builtIn ? { id: chosen.builtIn, json: builtIns[chosen.builtIn] } : null;
      this._show(chosen.scenario, state, how.user ? [] : notes, Boolean(how.user));
      await settled(); // the parts the first drawing asked for (parts.js): a long sentence's canvas
      this._resolveReady(this);
    } catch (error) {
      if (load !== this._loads) return;
      this._fail(error);
      this._resolveReady(this);
    }
  }

  _show(scenario, state, notes, byLearner) {
    this._scenario = scenario;
    const reader = isTyped(scenario) ? loadedPart('sentence') : null; // a typed sentence's unknown words have rules of their own
    if (reader) addStyles(this._frameElement.getRootNode(), reader.STYLES);
    this._state = state;
    this._notes = notes;
    this._error.hidden = true;
    this._status.hidden = true;
    this._content.hidden = false;
    this._frameElement.classList.remove('loading');
    this._commitPending = false;
    if (byLearner) this._touch();
    this._renderNow();
    this._training.render(); // the training view says whether the playground shows its weights
    if (byLearner) this._publish();
    else this._lastForm = L.serialise(state, scenario);
  }

  // The learner moves to another step of the chapter (the growing widget): the
  // example stays, unless it cannot show the step's idea (the heads step needs
  // several heads): then the step's own example comes.
  // A step opens on its own example (the one chosen to show its idea), unless
  // the learner or the author chose another that fits it: a sentence, data,
  // a scenario= of their own.
  _goToStep(step) {
    const ask = ++this._stepAsks; // a step asked for later wins over one still waiting for its part
    if (!this._state || step === this._state.step) return;
    const id = exampleFor(step);
    const stepsOwn = this._custom === null && this._scenario.id === exampleFor(this._state.step);
    const keep = stepsOwn ? this._scenario.id === id : fits(step, this._scenario);
    this._newStep = true;
    if (keep && step === ALL) { this._track(part('explore').catch(() => null).then(() => { if (ask === this._stepAsks) { this._set({ step }); this._commit(); } })); return; }
    if (keep) { this._set({ step }); this._commit(); return; }
    this._custom = null;
    this._reflect(() => { this.setAttribute('scenario', id); this.removeAttribute('sentence'); });
    this._state.step = step;
    this._load({ user: 'picker', id });
  }

  // The examples the learner flips through at this step (previous and next):
  // the author's list, else the step's own (steps.js STEP_EXAMPLES) when the
  // author named no example; null when there is one.
  _examples() {
    const state = this._state;
    if (!state || !this._scenario) return null;
    const chosen = this._custom !== null || this.hasAttribute('scenario') || this.hasAttribute('sentence');
    const examples = state.scenarios || (!chosen && STEP_EXAMPLES[state.step]) || null;
    return examples && examples.length > 1 && examples.includes(this._scenario.id) ? examples : null;
  }

  // Where the shown example stands in that list ({ n, count }), else null.
  _examplePlace() {
    const examples = this._examples();
    return examples ? { n: examples.indexOf(this._scenario.id) + 1, count: examples.length } : null;
  }

  _flip(delta) {
    const examples = this._examples();
    if (!examples) return;
    const id = examples[(examples.indexOf(this._scenario.id) + delta + examples.length) % examples.length]; // round: the button under focus stays
    this._newExample = true;
    this._load({ user: 'picker', id });
  }

  _pick(id) {
    const customId = customIdOf(this._custom);
    if (!isBuiltIn(id) && id !== customId) return;
    if (id !== customId) this._custom = null;
    this._reflect(() => { this.setAttribute('scenario', id); this.removeAttribute('sentence'); });
    this._load({ user: 'picker', id });
  }

  // The search result the learner clicked (the search step): for this example, step and focus.
  _pickResult(index) {
    if (!this._state) return;
    this._picked = { index, scenario: this._scenario, step: this._state.step, focus: this._state.focus };
    this._touch();
    this._set({});
  }

  // A learner's typed text: resolves to the problem to show beside the box, or null.
  _useSentence(text) { return this._track(this._readSentence(text)); }

  async _readSentence(text) {
    // The reader and the words it says come together (parts.js).
    const load = this._loads;
    let reader;
    try { reader = await part('sentence'); } catch (error) { return errorText(error); }
    if (load !== this._loads) return null; // another example was asked for while the reader came: the later choice wins
    const lang = I.resolve(this._langTag());
    if (text.trim() === '') return I.t(lang, 'own.empty');
    if (text.length > MAX_SENTENCE) {
      return I.t(lang, 'own.too-long', { count: I.count(lang, text.length), max: I.count(lang, MAX_SENTENCE) });
    }
    let scenario;
    try {
      scenario = reader.scenarioFromSentence(text, this._core.tokenize);
    } catch (error) {
      return I.t(lang, 'own.unusable', { reason: errorText(error).replace(/^sentence: /, '') });
    }
    this._reflect(() => this.setAttribute('sentence', text));
    this._load({ user: 'sentence', scenario });
    return null;
  }

  _fail(error) {
    this._frameElement.classList.remove('loading');
    this._status.hidden = true;
    this._content.hidden = true;
    this._error.hidden = false;
    replace(this._error, [h('strong', { text: I.t(this._langTag(), 'error.title') + ' ' }), errorText(error)]);
  }

  // ------------------------------------------------------------ changes

  _set(patch) {
    if (!this._state) return;
    Object.assign(this._state, patch);
    if (!this._frame) {
      this._frame = requestAnimationFrame(() => { this._frame = 0; this._renderNow(); });
    }
  }

  // Draw again (at the next frame): what a controller asks of its host (controllers.js).
  _requestUpdate() { this._set({}); }

  _commit() {
    this._commitPending = true;
    this._touch();
    this._set({});
  }

  // The learner is changing something (a drag, a click): the next drawing is news.
  _touch() { this._touches = (this._touches || 0) + 1; }

  // The learner changed something: a `change` event and the lesson link,
  // only when the state's link form is different from the last one published.
  _publish() {
    if (!this._state) return;
    const form = L.serialise(this._state, this._scenario);
    if (form === this._lastForm) return;
    this._lastForm = form;
    this._hash.write(form);
    this.dispatchEvent(new CustomEvent('change', { bubbles: true, composed: true, detail: L.detail(this._state, this._scenario) }));
  }

  // The view shown at the call, drawn once the export part (export-image.js) is here.
  _picture() {
    if (!this._vm) return Promise.reject(new Error('nothing is shown yet'));
    const vm = this._vm;
    const link = this.link.replace(/^[^#]*/, ''); // this widget's own (hash-link.js)
    return this._track(part('export')).then((image) => ({ image, vm, picture: image.svg(vm, { link }) }));
  }

  async _saveImage(kind) {
    const { image, vm, picture } = await this._picture();
    const blob = kind === 'png' ? await image.png(picture)
      : new Blob([image.svgText(picture)], { type: 'image/svg+xml' });
    const name = image.fileName(vm, kind);
    image.download(blob, name, this._frameElement);
    return name;
  }

  _renderNow() {
    const started = performance.now();
    const tag = this._drawnLang = this._langTag();
    if (!I.loaded(tag) && this._languageAsked !== tag) this._track(this._loadLanguage(tag)); // meanwhile in the language there is
    if (I.resolve(tag) !== this._viewLang) this._buildViews(I.resolve(tag));
    this._withOwnTexts(tag);
    let vm;
    try {
      vm = compute(this._core, this._scenario, this._state, Object.assign({ lang: tag }, this._learnerFacts()));
    } catch (error) {
      this._fail(error);
      return;
    }
    this._error.hidden = true;
    this._content.hidden = false;
    const task = this._taskOf(vm);
    this._frameElement.dataset.step = vm.step; // the stylesheet compacts the steps
    const explore = loadedPart('explore'); // the picker's titles come with it: the picker is the whole playground's
    const extra = {
      scenarios: explore ? explore.pickerTitles(BUILT_IN_IDS, tag) : [],
      notes: this._notes,
      task,
      stepFixed: this.hasAttribute('step'), // the author fixed the step: no step navigation
    };
    const place = this._examplePlace();
    if (place) extra.examples = place;
    // Views update their nodes in place, so keyboard focus stays where it was.
    for (const view of this._views) view.render(vm, extra);
    if (this._restore) { this._restore(this._content); this._restore = null; }
    this._showMissing(vm, tag);
    this._vm = vm;
    this.lastRenderMs = performance.now() - started; // compute + draw, for tests and curious people
    if (this._commitPending) { this._commitPending = false; this._publish(); }
    this._announce(vm, task);
    this.dispatchEvent(new CustomEvent('playground-render', { bubbles: false }));
  }

  // The parts this page could not load that this drawing would show (the
  // training view says so itself), each named with its file, in the view's language.
  _showMissing(vm, tag) {
    const missing = missingParts().filter(({ name }) => name !== 'training' &&
      (vm.shows.explore || name === I.catalogueOf(tag) || (name === 'notes' && this._notes.length > 0)));
    const said = missing.map((gone) => this._missingLine(gone, vm.lang));
    this._missing.hidden = said.length === 0;
    const text = said.join('\n');
    if (text !== this._missingSaid) replace(this._missing, said.map((line) => h('p', { text: line })));
    this._missingSaid = text;
  }

  // What the widget says of a part it could not load: { name, file, refused } as parts.js's missingParts() gives it.
  _missingLine({ name, file, refused }, lang = this._langTag()) {
    // A language's part is named by the language (so a new one needs no words in every catalogue).
    const what = I.catalogueOf(name) === name ? I.t(lang, 'part.what.language', { language: I.languageName(lang, name) })
      : I.t(lang, 'part.what.' + name);
    return I.t(lang, refused ? 'part.refused' : 'part.missing', { file, what });
  }

  // A language asked for after the first draw (a lang attribute or setting):
  // its catalogue loads (parts.js), a typed sentence is read again for its
  // words in that language, and the widget draws again.
  async _loadLanguage(tag) {
    this._languageAsked = tag; // once per tag: a catalogue that cannot load is not asked for on every draw
    if (!await this._speak(tag)) return;
    const scenario = this._scenario;
    if (scenario && isTyped(scenario) && !I.translation(scenario.translations, tag)) {
      const { scenarioFromSentence } = await part('sentence');
      if (this._scenario === scenario) this._scenario = scenarioFromSentence(scenario.sentence, this._core.tokenize);
    }
    this._set({});
  }

  // A built-in example's own words in the language drawn came with that
  // language's part (scenario-texts.js), perhaps after the example was loaded:
  // the same example again with them, the learner's state kept (only words differ).
  _withOwnTexts(tag) {
    const own = this._builtIn;
    const scenario = this._scenario;
    if (!own || !scenario || scenario.id !== own.id || I.translation(scenario.translations, tag) || !hasTexts(own.id, I.resolve(tag))) return;
    this._scenario = builtInScenario(own.id, own.json, checker(), this._core.tokenize);
  }

  // Loads the catalogue a tag asks for (i18n.load); resolves whether it did.
  // One that cannot be loaded leaves English, with a console warning.
  _speak(tag) {
    return I.load(tag).then(() => true, (error) => {
      console.warn(`attention-playground: the catalogue for “${tag}” could not be loaded (${errorText(error)}); showing English`);
      return false;
    });
  }

  // The step's "Try this" for this drawing: checked by its rule (task-rules.js)
  // unless the author gave a task of their own; done once the learner did it,
  // and done it stays while the step and the example are the same.
  // An author's own example (data or inline) keeps its own title, task and
  // rule (its `done`, task-rules.js) at any step; without a rule it checks nothing.
  _taskOf(vm) {
    const authored = this._custom !== null && Boolean(this._scenario) && this._scenario.id === customIdOf(this._custom);
    const rule = vm.task ? null : authored ? this._scenario.done : vm.step !== ALL ? STEP_RULES[vm.step] : null;
    const checked = Boolean(rule);
    this._progress = latch(this._progress, vm.step + '|' + vm.scenario.key, rule, vm);
    const done = checked && this._progress.done;
    return { checked, authored, done, newlyDone: checked && this._progress.newlyDone, token: this._progress.start.focusText,
      shown: authored || !checked || taskShown(vm.step, vm.hide) };
  }

  // What the learner did that is not a setting (compute.js options): the
  // search result picked, while the example, step and focus are the ones it
  // was picked for; the steps trained while the training view is open.
  _learnerFacts() {
    const p = this._picked;
    const state = this._state;
    const picked = p && p.scenario === this._scenario && p.step === state.step && p.focus === state.focus ? p.index : null;
    return { picked, trained: this._training.trainedSteps() };
  }

  // One polite message per settled change, the result first (announcer.js,
  // explain.js): where the learner is after a move to another step, else what
  // the change did, and a ✓ once, when it is earned. A drawing that is not a
  // learner's (the first one, a host's change) is not news.
  _announce(vm, task) {
    const byLearner = this._newStep || this._newExample || this._touchesSeen !== this._touches;
    this._touchesSeen = this._touches;
    // Training's news alone says only itself; a learner's change says what it did.
    const result = this._newStep ? E.stepIntro(vm, task)
      : this._newExample ? E.stepIntro(vm, task, this._examplePlace()) : byLearner ? E.announcement(vm) : '';
    const news = this._news;
    this._news = '';
    this._newStep = false;
    if (byLearner || task.newlyDone || news) {
      // The learned step's ✓ says how far training got ("✓ Done! 100 steps trained.").
      const done = !task.newlyDone ? '' : vm.step === 'learned' && vm.trained
        ? I.t(vm.lang, 'task.done-trained', { done: I.t(vm.lang, 'task.done'), steps: I.t(vm.lang, 'training.step-count', { count: vm.trained }) })
        : I.t(vm.lang, 'task.done');
      this._announcer.say({ result, news, done });
    } else {
      this._announcer.hush(E.announcement(vm));
    }
  }
}

defineSettingProperties(AttentionPlaygroundElement);
