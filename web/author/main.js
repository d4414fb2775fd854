// The authoring page (author.html): an editor for one scenario, checked by the
// widget's own loader (scenario.js) as the author types, shown live in two
// widgets, and written out as a tag, JSON or a .json file. A classic script
// after attention-playground.js (ES modules do not run from file://), built
// by tools/build-web.js into dist/author.js; the widget's own files are untouched.
import { h, replace, setText } from '../js/lib/dom.js';
import { loadScenario } from '../js/scenario/scenario.js';
import { isStep } from '../js/lesson/steps.js';
import { aboutSection, sentenceSection } from './edit-about.js';
import { featuresSection, headsSection } from './edit-lists.js';
import { ruleSection } from './edit-rule.js';
import { startSection } from './edit-start.js';
import { wordsSection } from './edit-words.js';
import { fromScenario, toScenario } from './model.js';
import { formatJson, tagFor } from './output.js';
import { preview } from './preview.js';
import { saveLoadView } from './save-load.js';
import { holdsAtStart } from './start-check.js';
import { formWords } from './form-words.js';
import { FIRST_STEP, firstStarter, starter } from './starters.js';

const REFRESH_DELAY = 120; // ms after the last keystroke or slider move

function start(core) {
  const editor = document.getElementById('au-editor');
  const check = document.getElementById('au-check');
  const notice = document.getElementById('au-notice');
  const app = { core, model: fromScenario(firstStarter()), step: FIRST_STEP, summaries: new WeakMap() };
  const sections = {
    about: aboutSection(app), sentence: sentenceSection(app), features: featuresSection(app), heads: headsSection(app),
    words: wordsSection(app), rule: ruleSection(app), settings: startSection(app),
  };
  const io = saveLoadView(app);
  const shown = preview(document.getElementById('au-boxes'));
  replace(editor, Object.values(sections).map((s) => s.node).concat([io.node]));

  let timer = null;
  function refresh() {
    timer = null;
    const scenario = toScenario(app.model);
    let error = null;
    let loaded = null;
    try { loaded = loadScenario(scenario, core.tokenize); } catch (e) { error = formWords(e.message); }
    check.classList.toggle('is-wrong', Boolean(error));
    if (error) {
      setText(check, `Not loadable yet: ${error}. The preview shows the last version that loads.`);
      io.show({ ok: false });
      delete document.body.dataset.pending;
      return;
    }
    const words = app.model.tokens.length;
    setText(check, `✓ Loads without error: ${words} word${words === 1 ? '' : 's'}, ${app.model.heads.length} head${app.model.heads.length === 1 ? '' : 's'}, ` +
      (app.model.done ? 'a done rule.' : 'no done rule (the task is shown and not checked).') +
      (holdsAtStart(core, loaded, loaded.done, app.step)
        ? ' But this rule already holds when the example opens, so the learner can never earn its ✓: make it ask for a change.' : ''));
    io.show({ ok: true, tag: tagFor(scenario, app.step), json: formatJson(scenario) });
    shown.show(scenario, app.step).then(() => {
      if (!timer) delete document.body.dataset.pending;
    });
  }

  // Something in the model changed: draw `names` again (keeping the keyboard's
  // place, or moving it to focusId), then check and show it shortly.
  app.changed = (names, focusId) => {
    const active = document.activeElement && document.activeElement.id;
    for (const name of names) sections[name].render();
    const target = document.getElementById(focusId || '') || (document.activeElement === document.body && document.getElementById(active || ''));
    if (target && document.activeElement !== target) target.focus();
    document.body.dataset.pending = 'true';
    if (timer) clearTimeout(timer);
    timer = setTimeout(refresh, REFRESH_DELAY);
  };
  const renderAll = () => { app.wordsOpened = false; app.changed(Object.keys(sections)); };

  // Replacing the whole example keeps the one before for an undo: a copy of the
  // model itself, not of the scenario it writes, where two features that share a
  // name in the middle of a rename would be one.
  function replaceModel(model, step, what) {
    const before = { model: JSON.parse(JSON.stringify(app.model)), step: app.step };
    app.model = model;
    if (step) app.step = step;
    renderAll();
    const undo = h('button', { type: 'button', class: 'au-button', text: 'Undo', on: { click: () => {
      app.model = before.model;
      app.step = before.step;
      renderAll();
      setText(notice, 'Your example is back.');
    } } });
    replace(notice, [what + ' ', undo]);
  }

  app.startFrom = (id) => replaceModel(fromScenario(starter(id)), null, `Started from the built-in example “${id}”.`);

  // Loads JSON text (from a file, a paste or a tag) into the editor: { ok, title, step } or { ok: false, error }.
  app.load = (text, step) => {
    let raw;
    try {
      loadScenario(text, core.tokenize);
      raw = JSON.parse(text);
    } catch (e) {
      replace(notice, []); // an earlier "Loaded …, Undo" is not said beside this newer failure
      return { ok: false, error: e.message };
    }
    const usable = step && isStep(step.trim().toLowerCase()) ? step.trim().toLowerCase() : null;
    replaceModel(fromScenario(raw), usable, `Loaded “${raw.title}”.`);
    return { ok: true, title: raw.title, step: usable };
  };

  renderAll();
}

function fail(message) {
  const editor = document.getElementById('au-editor');
  replace(editor, [h('p', { class: 'au-error is-shown', role: 'alert', text: message })]);
}

const api = typeof window.AttentionPlayground === 'object' && window.AttentionPlayground;
if (!api || typeof api.getCore !== 'function') {
  fail('attention-playground.js did not load: copy it next to author.html (it is in dist/).');
} else {
  api.getCore().then(start, (e) => fail(`The widget's core did not load: ${e.message}`));
}
