// The page an LMS opens: one widget per step of the lesson, the all-in-one
// file (it fetches nothing beside itself, so it works from a zip, in an LMS's
// iframe and under a strict CSP) and the package's wrapper script. No inline
// script or style; every value the author gave is escaped as attribute text.
'use strict';

const escapeText = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The widget's attributes for one step of the lesson.
function widgetAttributes(lesson, step) {
  const attributes = [['step', step], ['lang', lesson.lang]];
  if (lesson.scenarios) attributes.push(['scenario', lesson.scenarios[0]], ['scenarios', lesson.scenarios.join(',')]);
  return attributes.map(([name, value]) => `${name}="${escapeText(value)}"`).join(' ');
}

// lesson: from lesson.js; wrapper: the wrapper script's file name.
function launchPage(lesson, wrapper) {
  const dir = lesson.lang === 'ar' ? ' dir="rtl"' : '';
  const widgets = lesson.steps.map((step) => `    <attention-playground ${widgetAttributes(lesson, step)}></attention-playground>`);
  return `<!doctype html>
<html lang="${escapeText(lesson.lang)}"${dir}>
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeText(lesson.title)}</title>
  <link rel="icon" href="favicon.svg">
  <link rel="stylesheet" href="lesson.css">
</head>
<body>
  <main>
${widgets.join('\n')}
    <p class="course-status" role="status" hidden></p>
  </main>
  <script src="attention-playground-all.js"></script>
  <script src="${escapeText(wrapper)}"></script>
</body>
</html>
`;
}

module.exports = { launchPage, widgetAttributes, escapeText };
