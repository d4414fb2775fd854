// pandoc (Debian's): Markdown with the tag and its <script> as raw HTML, the
// classic files beside the page; and the same pages with --self-contained, each
// one file. A self-contained page has no folder to fetch the widget's parts from
// (the training view, Spanish, a typed sentence, the heatmap, export, the notes):
// the check trains the learned step with the files beside the page, and says
// what the self-contained learned step shows when its training view is opened.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { writeFiles, npmInstall, run, copyClassicFiles, debianInstalled } = require('./util.js');

const page = (title, body) => `---\ntitle: ${title}\n---\n\n[Home](index.html) · [Lesson](lesson.html)\n\n${body}\n`;
const WIDGET = '<attention-playground step="softmax" scenario="magnitude" magnitude="1"></attention-playground>\n' +
  '<script src="attention-playground.js"></script>';
const LEARNED = '<attention-playground step="learned"></attention-playground>\n<script src="attention-playground.js"></script>';

// Trains the learned step's model one step (its trainer loaded, a worker or the
// page's thread); returns null when the card drew that step, else the last words the widget shows.
async function trainsOn(context, address) {
  const tab = await context.newPage();
  const errors = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  try {
    await tab.goto(address);
    const widget = tab.locator('attention-playground');
    await widget.locator('section.learned [data-key="train-step"]').click();
    await widget.locator('section.learned[data-step="1"]').waitFor({ timeout: 30000 });
    return errors.length ? errors.join(' | ') : null;
  } catch (error) {
    const text = await widgetText(tab);
    return `no training: “${text.replace(/.*Where do queries, keys and values come from\?/s, '').replace(/BackNext$/, '')}”`;
  } finally {
    await tab.close();
  }
}

const widgetText = (tab) => tab.evaluate(() => document.querySelector('attention-playground').shadowRoot.textContent).catch(() => '');

module.exports = {
  label: 'pandoc', version: debianInstalled('pandoc') || '?', out: 'out', withPath: '/lesson.html', withoutPath: '/index.html',
  unavailable: () => (debianInstalled('pandoc') ? null : 'Debian package missing: apt-get install pandoc'),
  async make(dir, tarball) {
    writeFiles(dir, {
      'package.json': { name: 'course-pandoc', private: true },
      'index.md': page('The course', 'No widget here.'),
      'lesson.md': page('Dividing your attention', WIDGET),
      'learned.md': page('Where the vectors come from', LEARNED),
    });
    const seconds = npmInstall(dir, [tarball]);
    copyClassicFiles(dir, path.join(dir, 'out'));
    return seconds;
  },
  build(dir) {
    let seconds = 0;
    fs.mkdirSync(path.join(dir, 'out', 'self'), { recursive: true });
    for (const name of ['index', 'lesson', 'learned']) {
      seconds += run('pandoc', ['-s', `${name}.md`, '-o', `out/${name}.html`], dir);
      // --self-contained reads the scripts from the page's folder and inlines them.
      seconds += run('pandoc', ['-s', '--self-contained', '--resource-path=out', `${name}.md`, '-o', `out/self/${name}.html`], dir);
    }
    return seconds;
  },
  async extra({ context, origin, failures, result, readWidget }) {
    const { EXPECTED } = require('./check.js');
    const tab = await context.newPage();
    const requests = [];
    tab.on('request', (request) => requests.push(request.url()));
    await tab.goto(`${origin}/self/lesson.html`);
    const drawn = await readWidget(tab).catch((error) => ({ error: error.message }));
    if (JSON.stringify(drawn) !== JSON.stringify(EXPECTED)) failures.push(`self-contained lesson: drew ${JSON.stringify(drawn)}`);
    if (requests.length !== 1) failures.push(`self-contained lesson: ${requests.length} requests (${requests.join(', ')}), not just the page`);
    const size = fs.statSync(path.join(this.folder, 'self', 'lesson.html')).size;
    await tab.close();
    result.notes.push(`--self-contained lesson.html: one file of ${(size / 1024).toFixed(0)} KB, ${requests.length} request, draws the numbers`);
    const beside = await trainsOn(context, `${origin}/learned.html`);
    if (beside) failures.push(`learned step, files beside the page: ${beside}`);
    else result.notes.push('learned step, files beside the page: the training view opens');
    const alone = await trainsOn(context, `${origin}/self/learned.html`);
    result.notes.push(`--self-contained learned step: ${alone || 'the training view opens'}`);
  },
};
