// The line that names the files this page could not load (loader/parts.js
// missingParts()), each with what it would have shown, in the view's
// language, never with the folder it was looked for in (a path on the
// author's disk says nothing to a learner): only the parts a drawing would
// show (a part is asked for only when a learner asks for what it shows: the
// training part's at the learned step, the trained part's at the steps that
// show the trained model).
import { h, replace } from '../lib/dom.js';
import * as I from '../i18n/i18n.js';
import { missingParts } from '../loader/parts.js';
import { TRAINED_MODEL_STEPS } from '../lesson/steps.js';

// What the widget says of a part it could not load: { name, file, refused } as missingParts() gives it.
export function missingLine({ name, file, refused }, lang) {
  // A language's part is named by the language (so a new one needs no words in every catalogue).
  const what = I.catalogueOf(name) === name ? I.t(lang, 'part.what.language', { language: I.languageName(lang, name) })
    : I.t(lang, 'part.what.' + name);
  return I.t(lang, refused ? 'part.refused' : 'part.missing', { file, what });
}

// The box, and show(vm, tag, notes) after each drawing: the explore part's
// files when the drawing shows the whole playground, the language's, and the
// notes' when there are notes to show.
export function missingNotice() {
  const box = h('div', { class: 'hint missing', hidden: true });
  let said = '';
  return {
    box,
    show(vm, tag, notes) {
      const lines = missingParts().filter(({ name }) => (name === 'training' ? vm.shows.learned
        : vm.shows.explore || name === I.catalogueOf(tag) || (name === 'notes' && notes) ||
          (name === 'trained' && TRAINED_MODEL_STEPS.includes(vm.step)))).map((gone) => missingLine(gone, vm.lang));
      box.hidden = lines.length === 0;
      const text = lines.join('\n');
      if (text !== said) replace(box, lines.map((line) => h('p', { text: line })));
      said = text;
    },
  };
}
