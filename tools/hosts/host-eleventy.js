// Eleventy 3: the widget's classic files copied through as they are, and a
// layout that adds its one <script> only to pages whose front matter says widget: true.
'use strict';
const { writeFiles, npmInstall, run } = require('./util.js');

const VERSIONS = { '@11ty/eleventy': '3.1.8' };

module.exports = {
  label: 'Eleventy', version: VERSIONS['@11ty/eleventy'], out: '_site', withPath: '/lesson/', withoutPath: '/',
  async make(dir, tarball) {
    writeFiles(dir, {
      'package.json': { name: 'course-eleventy', private: true, type: 'module' },
      'eleventy.config.js': `export default function (config) {
  // The classic file and the parts it fetches beside it, on demand.
  config.addPassthroughCopy({ 'node_modules/attention-playground/dist/attention-*.js': 'attention-playground' });
}
`,
      '_includes/page.liquid': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>{{ title }}</title>
{% if widget %}<script src="/attention-playground/attention-playground.js" defer></script>{% endif %}
</head><body><nav><a href="/">Home</a> · <a href="/lesson/">Lesson</a></nav>
{{ content }}
</body></html>
`,
      'index.md': '---\nlayout: page.liquid\ntitle: The course\n---\n# The course\n\nNo widget here.\n',
      'lesson.md': `---
layout: page.liquid
title: Lesson
widget: true
---
# Dividing your attention

<attention-playground step="softmax" scenario="magnitude" magnitude="1"></attention-playground>
`,
    });
    return npmInstall(dir, [...Object.entries(VERSIONS).map(([n, v]) => `${n}@${v}`), tarball]);
  },
  build: (dir) => run('npx', ['@11ty/eleventy', '--quiet'], dir),
};
