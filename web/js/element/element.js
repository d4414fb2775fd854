// <attention-playground scenario="it">: the element. It owns one state object
// per instance (state.js; its fields are the settings of settings.js), turns
// events into new states, recomputes the view model (compute.js, once per
// animation frame however many slider events arrive: updates.js) and asks each
// view to draw it (layout.js), with what the element adds beside it
// (view-extra.js). Announces changes politely, after the learner pauses (news.js).
//
// Where the state comes from (state-sources.js, loading.js), later wins: the
// scenario's own defaults; the element's attributes (every setting is an
// attribute, and a property of the same name: attributes.js); and the lesson
// link in location.hash, when it is for this element (hash-link.js: the first
// with the `hash` attribute follows the page's link; any other, a link
// addressed to it). A scenario can also come as data: loadScenarioData(json)
// or an inline <script type="application/json"> child.
// A learner's change fires `change` (bubbles, composed; detail: the state in
// plain form) once per frame at most, and sliders only when let go; the
// hash-synced element also writes its lesson link into location.hash.
// Its views and its training bridge ask it for changes through one declared
// object, its host API (this._host; actions.js lists what it offers).
import { viewActions } from './actions.js';
import { BUILT_IN_IDS } from '../data/built-in-scenarios.js';
import { compute, heatmapRows } from '../model/compute.js';
import { getCore } from '../wasm/core.js';
import { defineSettingProperties, keepEarlyProperties } from './element-properties.js';
import { OBSERVED, attributePairs, inlineScenario, withAttribute } from './attributes.js';
import { keepWork, land } from './focus-keeping.js';
import { addController, connectControllers } from './controllers.js';
import { widgetFrame } from './frame.js';
import { hashLink } from './hash-link.js';
import { inheritedScheme, schemeWatcher } from './host-scheme.js';
import * as I from '../i18n/i18n.js';
import { askLanguage, inLanguage, speak } from './languages.js';
import { layout } from './layout.js';
import { checker, chooseShown } from './loading.js';
import { learnerMoves } from './moves.js';
import { newsFor } from './news.js';
import { loadedPart, part, settled } from '../loader/parts.js';
import './part-list.js'; // the parts it loads on demand, handed to the loader
import { pictureOf, savePicture } from './pictures.js';
import { on, readyState } from '../lib/page-dom.js';
import * as L from '../state/lesson-link.js';
import { LESSON_KEYS } from '../state/settings.js';
import { customIdOf, errorText, lessonPairs } from './state-sources.js';
import { isTyped } from '../data/scenario-shape.js';
import { addStyles } from '../style/stylesheet.js';
import { TrainingBridge } from './training-bridge.js';
import { trainedModel } from './model-bridge.js';
import { updates } from './updates.js';
import { examplesOf, pickedIn, placeOf, taskOf } from './view-extra.js';
import { courseRecord, defineCourseApi } from './course.js';

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
 * @fires task - the learner newly did a step's "Try this" (once per step and example); `detail`: step, example, task, score... (course.js)
 * @fires progress - a step first visited or a task done; `detail`: the lesson's figures (lesson/progress.js)
 * @cssprop --ap-accent - the accent colour (focus word, links, bars)
 * @cssprop --ap-font - the widget's font family
 */
export class AttentionPlaygroundElement extends Base {
  static get observedAttributes() { return OBSERVED; }

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
    this._loads = 0;
    this._started = false;
    this._course = courseRecord(); // what a course learns of the learner: its events, learnerState (course.js)
    // The element's declared internal API: all its views (actions.js), its training bridge
    // (training-bridge.js) and the learner's moves (moves.js) may ask of it, each documented there.
    const host = this._host = {
      state: () => this._state,
      scenario: () => this._scenario,
      custom: () => this._custom,
      core: () => this._core,
      langTag: () => this._langTag(),
      set: (patch) => this._set(patch),
      commit: () => this._commit(),
      touch: () => this._news.touch(),
      newStep: () => this._news.newStep(),
      newExample: () => this._news.newExample(),
      load: (how) => this._load(how),
      loads: () => this._loads,
      track: (promise) => this._track(promise),
      // The examples to flip through (view-extra.js): the step's own unless the author chose one.
      examples: () => examplesOf(this._state, this._scenario, this._custom !== null || this.hasAttribute('scenario') || this.hasAttribute('sentence')),
      choose: (id, how, keepData) => {
        if (!keepData) this._custom = null;
        this._reflect(() => { this.setAttribute('scenario', id); this.removeAttribute('sentence'); });
        this._load(Object.assign({ user: 'picker', id }, how));
      },
      typed: (text, scenario) => { this._reflect(() => this.setAttribute('sentence', text)); this._load({ user: 'sentence', scenario }); },
      hideNotes: (said) => { this._notes = []; this._set({}); land(this._frame.element); this._frame.announcer.say({ result: said }); },
      link: () => this.link,
      saveImage: (kind) => savePicture(this._picture(), kind, this._frame.element),
      training: () => this._training,
      trainedModel: () => this.trainedModel(),
      // A long heatmap's rows its canvas scrolled to, for the numbers of the heatmap drawn (compute.js heatmapRows).
      heatmapRows: (key, first, last) => (this._state ? heatmapRows(this._core, this._scenario, this._state, key, first, last) : null),
      // The card "Only the differences count" opened or closed: its numbers are worked out while it is open.
      shiftOpened: (open) => { this._shiftOpen = open; this._requestUpdate(); },
      progress: () => { if (this._progress && !this._progress.done) this._set({}); },
      news: (text) => { this._news.news(text); this._set({}); },
      replaceScenario: (scenario) => { this._scenario = scenario; this._set({}); },
      note: (text) => { this._notes = this._notes.concat(text); this._set({}); },
    };
    Object.assign(host, learnerMoves(host));
    // What follows the element on and off the page (controllers.js), in this order.
    this._hash = addController(this, hashLink(this, () => this._load({ hash: true })));
    // The page's theme, and its <html lang>: a new language of the page is drawn at once (the views built again).
    addController(this, schemeWatcher(() => this._applyScheme(), () => { if (this._langTag() !== this._drawnLang) this._requestUpdate(); }));
    this._training = addController(this, new TrainingBridge(this._host));
    this._updates = addController(this, updates(() => this._renderNow())); // drawing, and the work whenIdle() waits for
    /** Resolves once the widget has drawn for the first time (or shown its error). */
    this.ready = new Promise((resolve) => { this._resolveReady = resolve; });
    this._frame = widgetFrame(this.shadowRoot); // status, error, missing files, content, live region (frame.js)
    this._news = newsFor(this._frame.announcer);
    this._buildViews(I.FALLBACK);
  }

  // The views, built in one language (their fixed labels are written once);
  // built again when the language changes.
  _buildViews(lang) {
    this._restore = keepWork(this._frame.element, this._frame.content); // typed text and focus, put back once drawn (_renderNow)
    const built = layout(viewActions(this._host, lang), this._training.keep);
    this._frame.replaceContent(built.content, lang);
    this._views = built.views;
    this._viewLang = lang;
  }

  // ------------------------------------------------------------ lifecycle

  connectedCallback() {
    if (!this._started) this._early = keepEarlyProperties(this); // set before the class was defined (attributes may be set now, not in the constructor)
    connectControllers(this, true);
    this._frame.reserve(this.getAttribute('step'), this.getAttribute('model')); // while it loads, it keeps the room of the step it will show
    if (this._suspendedLoad) { // a lesson link's replay stopped when the element left the page
      const how = this._suspendedLoad;
      this._suspendedLoad = null;
      this._load(how);
      return;
    }
    if (this._started) return;
    this._started = true;
    this._frame.status.textContent = I.t(this._langTag(), 'status.loading');
    // An inline scenario may not be parsed yet when the element is upgraded
    // early (the script in <head>): wait for the document.
    if (readyState() === 'loading') { // the document's own (page-dom.js: past an <img name="readyState">)
      on(document, 'DOMContentLoaded', () => this._load({ initial: true }), { once: true });
    } else {
      this._load({ initial: true });
    }
  }

  // The page's light or dark theme (host-scheme.js), unless the theme attribute says which.
  _applyScheme() { this._frame.scheme(this.hasAttribute('theme') ? null : inheritedScheme(this)); }

  disconnectedCallback() {
    connectControllers(this, false);
  }

  attributeChangedCallback(name, before, after) {
    if (before === after || this._reflecting) return;
    if (name === 'hash') { if (this.isConnected) this._hash.hostConnected(); return; }
    if (name === 'theme') { this._applyScheme(); return; }
    if (LESSON_KEYS.includes(name)) this._lessonPairs = lessonPairs(attributePairs(this));
    if (!this._started) return;
    if (name === 'scenario' || name === 'sentence') {
      if (after === null && name === 'scenario') return;
      if (after !== null) this._custom = null; // the host's choice replaces a scenario given as data
      if (name === 'scenario') this._reflect(() => this.removeAttribute('sentence')); // and a sentence
      this._load({});
      return;
    }
    if (!this._state) return; // the load under way reads every attribute
    // The value read into a new state (attributes.js); its notes.
    const noted = () => {
      const { state, notes } = withAttribute(name, after, this._state, this._scenario, this._langTag(), customIdOf(this._custom));
      this._set(state);
      return notes;
    };
    const notes = noted();
    // Their words come with the notes part: the value is read again in them (the same change to the state).
    if (notes.length && !loadedPart('notes')) {
      this._track(part('notes').then(() => { this._notes = this._notes.concat(noted()); this._set({}); }, () => {}));
    } else if (after !== null) this._notes = this._notes.concat(notes);
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

  /** A promise of the trained tiny language model of the widget's language (the `model` API's loadModel() result;
   * English where the language has no model of its own), loaded once per page and language on first use. */
  trainedModel() { return trainedModel(this._host, I.resolve(this._langTag())); }

  /** Resolves once everything asked of the widget so far is drawn, parts loaded on demand included. */
  whenIdle() { return this._updates.whenIdle(); }

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

  // how: { initial, hash } for a page load or a new lesson link (link: a learner state's); { user: 'picker', id, step? },
  // { user: 'learned' } or { user: 'sentence', scenario } for a learner's choice; {} for a host's change.
  _load(how) { return this._track(this._loadNow(how)); }

  // Work under way (a load, a typed sentence, a language), for whenIdle() (updates.js).
  _track(promise) { return this._updates.track(promise); }

  async _loadNow(how) {
    const load = ++this._loads;
    const stale = () => load !== this._loads;
    try {
      const core = await getCore();
      if (stale()) return;
      this._core = core;
      if (!this._inlineRead) {
        this._inlineRead = true;
        const inline = inlineScenario(this);
        if (inline !== null) this._custom = inline;
      }
      const around = I.langOf(this);
      await speak(around); // a catalogue that is a part of its own (loader/parts.js)
      if (stale()) return;
      // What the load reads of the element, when it reads it (loading.js).
      const shown = await chooseShown(how, {
        core, around, stale, training: this._training,
        custom: () => this._custom,
        early: () => this._early || [],
        attributes: () => attributePairs(this),
        link: () => (how.link !== undefined ? L.split(how.link, around) : this._hash.read(around)),
        lessonPairs: (pairs) => (pairs ? (this._lessonPairs = pairs) : this._lessonPairs),
        step: () => this._state && this._state.step,
        langTag: () => this._langTag(),
      });
      if (shown === 'again') return this._loadNow(how);
      if (!shown) return;
      this._builtIn = shown.builtIn;
      this._show(shown.scenario, shown.state, how.user ? [] : shown.notes, Boolean(how.user));
      this._early = null; // noted once
      await settled(); // the parts the first drawing asked for (loader/parts.js): a long sentence's canvas
      this._resolveReady(this);
    } catch (error) {
      if (stale()) return;
      this._fail(error);
      this._resolveReady(this);
    }
  }

  _show(scenario, state, notes, byLearner) {
    this._scenario = scenario;
    const reader = isTyped(scenario) ? loadedPart('sentence') : null; // a typed sentence's unknown words have rules of their own
    if (reader) addStyles(this._frame.element.getRootNode(), reader.STYLES);
    this._state = state;
    this._notes = notes;
    this._frame.shown();
    this._commitPending = false;
    if (byLearner) this._news.touch();
    this._renderNow();
    if (byLearner) this._publish();
    else this._lastForm = L.serialise(state, scenario);
  }

  _fail(error) { this._frame.fail(I.t(this._langTag(), 'error.title'), errorText(error)); }

  // ------------------------------------------------------------ changes

  // The state is replaced, never changed in place: a view model, and what was
  // read from the state before, keep describing the state they were made from.
  _set(patch) {
    if (!this._state) return;
    this._state = Object.assign({}, this._state, patch);
    this._updates.request();
  }

  // Draw again (at the next frame): what a controller asks of its host (controllers.js).
  _requestUpdate() { this._set({}); }

  _commit() {
    this._commitPending = true;
    this._news.touch();
    this._set({});
  }

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

  // The view shown at the call, as a picture (pictures.js), with this widget's own link (hash-link.js).
  _picture() { return this._track(pictureOf(this._vm, this.link.replace(/^[^#]*/, ''))); }

  _renderNow() {
    const started = performance.now();
    const tag = this._drawnLang = this._langTag();
    this._languageAsked = askLanguage(tag, this._languageAsked, this._host); // once per tag (languages.js)
    if (I.resolve(tag) !== this._viewLang) this._buildViews(I.resolve(tag));
    const other = inLanguage(this._builtIn, this._state, tag, checker(), this._core.tokenize);
    if (other) ({ scenario: this._scenario, state: this._state } = other);
    const state = this._state;
    let vm;
    try {
      // What the learner did that is not a setting (compute.js options): the search result
      // picked (view-extra.js); whether the learned step's training passed its gate; the card opened.
      vm = compute(this._core, this._scenario, state, { lang: tag, picked: pickedIn(this._host.picked(), this._scenario, state),
        trained: this._training.gatePassed(), shiftOpen: Boolean(this._shiftOpen) });
    } catch (error) {
      this._fail(error);
      return;
    }
    this._frame.shown();
    const own = this._custom !== null && this._scenario && this._scenario.id === customIdOf(this._custom) ? this._scenario : null;
    const { task, progress } = taskOf(vm, this._progress, own, this._course.isDone(vm.step, vm.scenario.id));
    this._progress = progress;
    this._frame.element.dataset.step = vm.step; // the stylesheet compacts the steps
    const explore = loadedPart('explore'); // the picker's titles come with it: the picker is the whole playground's
    const place = placeOf(this._host.examples(), this._scenario);
    // Beside the view model (view-extra.js): views update their nodes in place, so keyboard focus stays where it was.
    const extra = { scenarios: explore ? explore.pickerTitles(BUILT_IN_IDS, tag) : [], notes: this._notes, task, stepFixed: this.hasAttribute('step') };
    if (place) extra.examples = place;
    for (const view of this._views) view.render(vm, extra);
    if (this._restore) { this._restore(this._frame.content); this._restore = null; }
    this._frame.missing.show(vm, tag, this._notes.length > 0);
    this._vm = vm;
    this.lastRenderMs = performance.now() - started; // compute + draw, for tests and curious people
    if (this._commitPending) { this._commitPending = false; this._publish(); }
    this._news.drawn(vm, task, place);
    for (const event of this._course.drawn(vm, task, extra.stepFixed, own)) this.dispatchEvent(event); // task, progress (course.js)
    this.dispatchEvent(new CustomEvent('playground-render', { bubbles: false }));
  }
}

defineSettingProperties(AttentionPlaygroundElement);
defineCourseApi(AttentionPlaygroundElement); // learnerState, restoreLearnerState()
