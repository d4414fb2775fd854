// <attention-playground scenario="it">: the controller. It owns one state
// object per instance, turns events into state changes, recomputes the view
// model (once per animation frame, however many slider events arrive) and asks
// each view to draw it. Announces changes politely, after the learner pauses.
(function (root) {
  'use strict';
  const ns = root.AttentionPlayground = root.AttentionPlayground || {};
  if (!root.customElements || !root.HTMLElement || root.customElements.get('attention-playground')) return;
  const { h, replace } = ns.dom;
  const S = ns.state;

  // playground.css sits next to index.html; this file is js/element.js
  // (or part of one bundled file beside the stylesheet).
  const script = document.currentScript && document.currentScript.src;
  const defaultStylesheet = script
    ? new URL(/\/js\/[^/]+\.js([?#].*)?$/.test(script) ? '../playground.css' : 'playground.css', script).href
    : 'playground.css';
  const ANNOUNCE_AFTER_MS = 700;

  function builtInList() {
    const all = ns.builtInScenarios || {};
    return Object.keys(all).map((id) => ({ id, title: (all[id] && all[id].title) || id }));
  }

  class AttentionPlaygroundElement extends HTMLElement {
    static get observedAttributes() { return ['scenario']; }

    constructor() {
      super();
      this.attachShadow({ mode: 'open' });
      this._core = null;
      this._scenario = null;
      this._state = null;
      this._custom = null;
      this._frame = 0;
      this._loads = 0;
      this._announceTimer = 0;
      this._announced = '';
      this._started = false;
      this.ready = new Promise((resolve) => { this._resolveReady = resolve; });
      this._build();
    }

    _build() {
      const link = h('link', { rel: 'stylesheet', href: this.getAttribute('stylesheet') || defaultStylesheet });
      const frame = h('div', { class: 'ap', hidden: true });
      const reveal = () => { frame.hidden = false; };
      link.addEventListener('load', reveal);
      link.addEventListener('error', reveal);
      setTimeout(reveal, 1500); // never stay invisible because a stylesheet is slow

      const parts = {
        scenario: h('header', { class: 'scenario-bar' }),
        tokens: h('div', { class: 'tokens-box' }),
        vectors: h('section', { class: 'card focus-card', 'aria-label': 'The focus token' }),
        dials: h('section', { class: 'card dials', 'aria-label': 'Magnitude and sink' }),
        heads: h('section', { class: 'heads', 'aria-label': 'Heads' }),
        heatmap: h('section', { class: 'card heatmap-box', 'aria-label': 'The whole sentence at once' }),
        meaning: h('section', { class: 'meaning', 'aria-label': 'What this means' }),
      };
      this._status = h('p', { class: 'status', role: 'status', text: 'Loading the attention core…' });
      this._error = h('div', { class: 'error', role: 'alert', hidden: true });
      this._content = h('div', { class: 'content', hidden: true }, [
        parts.scenario,
        h('section', { class: 'card sentence-card', 'aria-label': 'The sentence' }, [
          h('h3', { class: 'section-title', text: 'The sentence' }), parts.tokens]),
        h('div', { class: 'pair' }, [parts.vectors, parts.dials]),
        parts.heads,
        parts.heatmap,
        parts.meaning,
      ]);
      this._live = h('div', { class: 'visually-hidden', 'aria-live': 'polite', 'aria-atomic': 'true' });
      replace(frame, [this._status, this._error, this._content, this._live]);
      replace(this.shadowRoot, [link, frame]);

      const actions = this._actions();
      this._views = [
        ns.views.scenario(parts.scenario, actions),
        ns.views.tokens(parts.tokens, actions),
        ns.views.vectors(parts.vectors, actions),
        ns.views.dials(parts.dials, actions),
        ns.views.heads(parts.heads, actions),
        ns.views.heatmap(parts.heatmap, actions),
        ns.views.meaning(parts.meaning, actions),
      ];
    }

    _actions() {
      const set = (patch) => this._set(patch);
      return {
        set,
        focus: (index) => set({ focus: index }),
        showHead: (head) => set({ head }),
        shuffle: () => set({ order: S.shuffled(this._state.order) }),
        restoreOrder: () => set({ order: this._state.order.map((_, i) => i) }),
        editVector: (kind, feature, value) => {
          const st = this._state;
          set({ edits: S.withEdit(this._scenario, st, st.head, st.focus, kind, feature, value) });
        },
        resetEdits: () => set({ edits: S.withoutEdits(this._state, this._state.head, this._state.focus) }),
        pickScenario: (id) => { this._custom = null; this.setAttribute('scenario', id); },
      };
    }

    connectedCallback() {
      if (this._started) return;
      this._started = true;
      this._load();
    }

    attributeChangedCallback(name, before, after) {
      if (name !== 'scenario' || before === after || after === null) return;
      this._custom = null; // a built-in id replaces a scenario given as data
      if (this._started) this._load();
    }

    get scenario() { return this.getAttribute('scenario'); }
    set scenario(id) { this.setAttribute('scenario', id); }

    // Show a scenario given as data (an object in the scenario format).
    loadScenarioData(json) {
      this._custom = json;
      this.removeAttribute('scenario'); // not a built-in any more; setting one again switches back
      this._started = true;
      return this._load();
    }

    // A copy of the current state (for debugging and tests).
    get state() { return this._state ? JSON.parse(JSON.stringify(this._state)) : null; }

    async _load() {
      const load = ++this._loads;
      try {
        const core = await ns.getCore();
        if (load !== this._loads) return;
        if (typeof ns.loadScenario !== 'function') {
          throw new Error('the scenario loader (js/scenario.js) is not loaded');
        }
        let json = this._custom;
        if (!json) {
          const id = this.getAttribute('scenario') || builtInList().map((s) => s.id)[0];
          json = ns.builtInScenarios && ns.builtInScenarios[id];
          if (!json) {
            const known = builtInList().map((s) => s.id);
            throw new Error(`there is no built-in example called "${id}"` +
              (known.length ? ` (there are: ${known.join(', ')})` : ' (scenarios.js is missing or empty)'));
          }
        }
        this._core = core;
        this._scenario = ns.loadScenario(json, core.tokenize);
        this._state = S.create(this._scenario);
        this._error.hidden = true;
        this._status.hidden = true;
        this._content.hidden = false;
        this._renderNow();
        this._announced = this._vm ? this._vm.texts.meaning : ''; // the first view is not news
        this._resolveReady(this);
      } catch (error) {
        if (load !== this._loads) return;
        this._fail(error);
        this._resolveReady(this);
      }
    }

    _fail(error) {
      this._status.hidden = true;
      this._content.hidden = true;
      this._error.hidden = false;
      replace(this._error, [h('strong', { text: 'This example could not be shown. ' }),
        String(error && error.message ? error.message : error)]);
    }

    _set(patch) {
      if (!this._state) return;
      Object.assign(this._state, patch);
      if (!this._frame) {
        this._frame = requestAnimationFrame(() => { this._frame = 0; this._renderNow(); });
      }
    }

    _renderNow() {
      const started = performance.now();
      let vm;
      try {
        vm = ns.compute(this._core, this._scenario, this._state);
      } catch (error) {
        this._fail(error);
        return;
      }
      this._error.hidden = true;
      this._content.hidden = false;
      const active = this.shadowRoot.activeElement;
      const key = active && active.dataset ? active.dataset.key : null;
      const extra = { scenarios: builtInList() };
      for (const view of this._views) view.render(vm, extra);
      if (key && !active.isConnected) {
        const again = this.shadowRoot.querySelector(`[data-key="${key}"]`);
        if (again) again.focus();
      }
      this._vm = vm;
      this.lastRenderMs = performance.now() - started; // compute + draw, for tests and curious people
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

  ns.AttentionPlaygroundElement = AttentionPlaygroundElement;
  root.customElements.define('attention-playground', AttentionPlaygroundElement);
})(typeof globalThis !== 'undefined' ? globalThis : this);
