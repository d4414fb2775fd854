// MkDocs with Material and instant navigation (Debian's mkdocs and mkdocs-material):
// the classic files in docs/, one <script> in the page that shows a widget.
// Instant navigation swaps the page's content without a new document: the check
// goes home -> lesson -> home -> lesson that way, and wants the widget drawn each
// time and no warning from the script's second run.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { writeFiles, npmInstall, run, copyClassicFiles, debianInstalled } = require('./util.js');

const MATERIAL = '/usr/share/mkdocs/themes/material';

module.exports = {
  label: 'MkDocs Material', version: `${debianInstalled('mkdocs') || '?'} / ${debianInstalled('mkdocs-material') || '?'}`,
  out: 'site', withPath: '/lesson/', withoutPath: '/',
  unavailable() {
    const missing = ['mkdocs', 'mkdocs-material'].filter((name) => !debianInstalled(name));
    return missing.length ? `Debian packages missing: apt-get install ${missing.join(' ')}` : null;
  },
  async make(dir, tarball) {
    writeFiles(dir, {
      'package.json': { name: 'course-mkdocs', private: true },
      // site_url: Material writes the sitemap that instant navigation follows only with one.
      'mkdocs.yml': `site_name: Course
site_url: https://course.example/
theme:
  name: material
  font: false          # no fonts from a CDN
  features: [navigation.instant]
nav:
  - Home: index.md
  - Lesson: lesson.md
markdown_extensions: [md_in_html]
`,
      'docs/index.md': '# The course\n\nNo widget here. On to the [Lesson](lesson.md).\n',
      'docs/lesson.md': `# Dividing your attention

<attention-playground step="softmax" scenario="magnitude" magnitude="1"></attention-playground>
<script src="../attention-playground/attention-playground.js"></script>

Back [Home](index.md).
`,
    });
    const seconds = npmInstall(dir, [tarball]);
    copyClassicFiles(dir, path.join(dir, 'docs', 'attention-playground'));
    if (!fs.existsSync(MATERIAL)) throw new Error(`${MATERIAL} is missing`);
    return seconds;
  },
  build: (dir) => run('mkdocs', ['build', '--quiet'], dir),
};
