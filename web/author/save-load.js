// Taking the example out (copy the tag, copy the JSON, download a .json
// file) and bringing one in (a .json file, or JSON or a whole tag pasted),
// with the scenario loader's own message, and its line and column, when it
// cannot be loaded. What the author pasted stays in the box.
import { h, setText, replace } from '../js/lib/dom.js';
import { button, uid } from './fields.js';
import { placeExcerpt, syntaxPlace } from './output.js';

// The JSON text inside `text`: the text itself, or, for a pasted tag, its
// <script type="application/json"> (read by DOMParser: nothing in it runs),
// with the tag's step. { json, offset (where the JSON starts in text), step }.
export function readInput(text) {
  if (!/^\s*</.test(text)) return { json: text, offset: 0, step: null };
  const doc = new DOMParser().parseFromString(text, 'text/html');
  const script = doc.querySelector('attention-playground script[type="application/json"]') || doc.querySelector('script[type="application/json"]');
  if (!script) throw new Error('the pasted HTML holds no <script type="application/json"> inside an <attention-playground> tag');
  const json = script.textContent;
  const tag = script.closest('attention-playground');
  return { json, offset: Math.max(0, text.indexOf(json)), step: tag ? tag.getAttribute('step') : null };
}

export function saveLoadView(app) {
  const status = h('p', { class: 'au-status', role: 'status', id: 'au-save-status' });
  const tag = h('textarea', { id: 'au-tag', readonly: true, rows: 8, spellcheck: 'false', 'aria-describedby': 'au-tag-hint' });
  const json = h('textarea', { id: 'au-json', readonly: true, rows: 8, spellcheck: 'false' });
  const copyTag = button('Copy the tag', () => copy(tag, 'the tag'), { id: 'au-copy-tag' });
  const copyJson = button('Copy the JSON', () => copy(json, 'the JSON'), { id: 'au-copy-json' });
  const download = button('Download a .json file', () => save(), { id: 'au-download' });
  const note = h('p', { class: 'au-hint', id: 'au-out-note', hidden: true });

  const pasteId = uid('paste');
  const paste = h('textarea', { id: pasteId, rows: 6, spellcheck: 'false', placeholder: '{ "id": "…", … }  or  <attention-playground …>…</attention-playground>', 'aria-describedby': 'au-load-error' });
  const fileId = uid('file');
  const file = h('input', { type: 'file', id: fileId, accept: '.json,application/json', on: { change: () => readFile() } });
  const error = h('div', { class: 'au-error', id: 'au-load-error', role: 'alert' });

  const node = h('section', { class: 'au-section au-io', id: 'au-io', 'aria-labelledby': 'au-io-title' }, [
    h('h3', { id: 'au-io-title', text: 'Copy, save, load' }),
    h('div', { class: 'au-buttons' }, [copyTag, copyJson, download]),
    status, note,
    h('label', { for: 'au-tag', text: 'The tag, with your example inside' }), tag,
    h('p', { class: 'au-hint', id: 'au-tag-hint', text: 'Paste it into your page, with <script src="attention-playground.js"></script> once on the page and attention-playground-scenario.js beside that file, which checks your example (README, “Embed it”).' }),
    h('details', { class: 'au-json' }, [h('summary', { text: 'The JSON alone (for a file in web/scenarios/ or loadScenarioData)' }),
      h('label', { for: 'au-json', text: 'The JSON' }), json]),
    h('h4', { text: 'Load an example into the editor' }),
    h('div', { class: 'au-field' }, [h('label', { for: fileId, text: 'A .json file' }), file]),
    h('div', { class: 'au-field' }, [h('label', { for: pasteId, text: 'Or paste its JSON, or a whole tag' }), paste]),
    button('Load what I pasted', () => load(paste.value), { id: 'au-load' }),
    error,
  ]);

  function copy(area, what) {
    const text = area.value;
    const done = () => setText(status, `Copied ${what} (${text.length.toLocaleString('en')} characters).`);
    const fallback = () => {
      area.focus();
      area.select();
      let ok = false;
      try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
      if (ok) done(); else setText(status, `Selected ${what}: press Ctrl+C (⌘C) to copy it.`);
    };
    if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(text).then(done, fallback);
    else fallback();
  }

  function save() {
    const blob = new Blob([json.value + '\n'], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = h('a', { href: url, download: `${app.model.id || 'example'}.json`, hidden: true });
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
    setText(status, `Downloaded ${link.download}.`);
  }

  function readFile() {
    const chosen = file.files && file.files[0];
    if (!chosen) return;
    chosen.text().then((text) => { paste.value = text; load(text, chosen.name); },
      (e) => showError(`Could not read ${chosen.name}: ${e.message}`));
  }

  function showError(message, place, text) {
    const parts = [h('p', { text: message })];
    if (place) {
      const excerpt = placeExcerpt(text, place);
      parts.unshift(h('p', { class: 'au-error-place', text: `Line ${place.line}, column ${place.column}:` }));
      parts.push(h('pre', { class: 'au-excerpt', 'aria-hidden': 'true', text: excerpt.line + '\n' + excerpt.caret }));
    }
    replace(error, parts);
    error.classList.add('is-shown');
  }

  // Loads `text` (JSON or a tag) into the editor, or says why not; the box keeps it either way.
  function load(text, name) {
    replace(error, []);
    error.classList.remove('is-shown');
    let input;
    try {
      input = readInput(text);
    } catch (e) {
      showError(`Could not load it: ${e.message}`);
      return false;
    }
    const result = app.load(input.json, input.step);
    if (result.ok) {
      setText(status, `Loaded “${result.title}” into the editor${name ? ` from ${name}` : ''}${input.step && result.step === input.step ? `, at the step it names (${input.step})` : ''}.`);
      return true;
    }
    const place = /^scenario is not valid JSON/.test(result.error) ? syntaxPlace(result.error, input.json) : null;
    if (place && paste.value === text) { // the paste box: its caret goes to the place
      const offset = input.offset + place.offset;
      paste.focus();
      paste.setSelectionRange(offset, Math.min(text.length, offset + 1));
    }
    showError(`Could not load it: ${result.error}`, place, input.json);
    return false;
  }

  // The example as it stands: its texts, or why it cannot be copied yet.
  function show(out) {
    if (out.ok) {
      tag.value = out.tag;
      json.value = out.json;
    }
    for (const b of [copyTag, copyJson, download]) b.disabled = !out.ok;
    note.hidden = out.ok;
    setText(note, out.ok ? '' : 'Fix the mistake named above to copy or save: the boxes hold the last version that loads.');
  }

  return { node, show, load };
}
