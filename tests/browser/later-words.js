// The chapter's words that a step may not use yet: what the chapter-words sweep
// (chapter-words.test.js, on screen and in the accessibility tree) and the real
// screen reader (tests/listen/hears.js) both check. A step may name an idea
// only from the step where the chapter teaches it on.
'use strict';

const STEPS = ['needs', 'search', 'scores', 'softmax', 'sink', 'values', 'learned', 'heads', 'order'];
// Per language, an idea's step and the words that name it. A head is also named
// by its quoted question (“where?”, «¿dónde?», «أين؟»). Arabic: «رأس» and its
// plural «رؤوس» (the widget writes neither for anything else), «%» or «سوفتماكس», «مصب».
const LATER = {
  en: { heads: /\bheads?\b|“[\w ]+\?”/i, softmax: /%|softmax/i, sink: /\bsinks?\b/i },
  es: { heads: /\bcabezas?\b|«¿[^»]+\?»/i, softmax: /%|softmax/i, sink: /sumidero/i },
  ar: { heads: /رأس|رؤوس|«[^»]+؟»/, softmax: /%|softmax|سوفتماكس/i, sink: /مصب/ },
};

// The ideas a step comes before, each with its pattern: [['heads', /…/], …].
function notYet(step, lang = 'en') {
  const at = STEPS.indexOf(step);
  return Object.entries(LATER[lang]).filter(([idea]) => at < STEPS.indexOf(idea));
}

module.exports = { STEPS, LATER, notYet };
