// Sphinx (Debian's python3-sphinx, its default theme alabaster): the classic files
// in _static/, and the tag and its <script> in a raw HTML block of the one page.
'use strict';
const path = require('node:path');
const { writeFiles, npmInstall, run, copyClassicFiles, debianInstalled } = require('./util.js');

module.exports = {
  label: 'Sphinx', version: debianInstalled('python3-sphinx') || '?', out: '_build/html', withPath: '/lesson.html', withoutPath: '/',
  unavailable: () => (debianInstalled('python3-sphinx') ? null : 'Debian package missing: apt-get install python3-sphinx'),
  async make(dir, tarball) {
    writeFiles(dir, {
      'package.json': { name: 'course-sphinx', private: true },
      'conf.py': "project = 'Course'\nhtml_static_path = ['_static']\nexclude_patterns = ['_build', 'node_modules']\n",
      'index.rst': 'The course\n==========\n\nNo widget here. On to the :doc:`Lesson <lesson>`.\n\n.. toctree::\n\n   lesson\n',
      'lesson.rst': `Dividing your attention
=======================

.. raw:: html

   <attention-playground step="softmax" scenario="magnitude" magnitude="1"></attention-playground>
   <script src="_static/attention-playground/attention-playground.js"></script>

Back :doc:\`Home <index>\`.
`,
    });
    const seconds = npmInstall(dir, [tarball]);
    copyClassicFiles(dir, path.join(dir, '_static', 'attention-playground'));
    return seconds;
  },
  build: (dir) => run('/usr/bin/python3', ['-m', 'sphinx', '-q', '-b', 'html', '.', '_build/html'], dir),
};
