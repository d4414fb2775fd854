// An LMS page: the course's own page frames dist/embed.html in a sandboxed iframe
// (sandbox="allow-scripts": an opaque origin, so ?origin=null) and sizes it from
// the embed's height messages. Only the lesson page holds the iframe.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { writeFiles, npmInstall, copyClassicFiles } = require('./util.js');

const HASH = 'step=softmax&scenario=magnitude&magnitude=1';
const page = (title, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title></head>
<body><nav><a href="index.html">Home</a> · <a href="lesson.html">Lesson</a></nav><h1>${title}</h1>
${body}
</body></html>
`;

module.exports = {
  label: 'LMS iframe', version: 'embed.html', out: 'site', withPath: '/course/lesson.html', withoutPath: '/course/index.html',
  async make(dir, tarball) {
    writeFiles(dir, {
      'package.json': { name: 'course-lms', private: true },
      'site/course/index.html': page('The course', '<p>No widget here.</p>'),
      'site/course/lesson.html': page('Dividing your attention', `<iframe id="ap" title="Attention Playground" sandbox="allow-scripts"
  style="width:100%;height:400px;border:0" src="../embed/embed.html?origin=null#${HASH}"></iframe>
<script>
  // Only our iframe's height messages (a sandboxed frame's origin is "null").
  addEventListener('message', (event) => {
    const frame = document.getElementById('ap');
    if (event.source !== frame.contentWindow) return;
    if (event.data && event.data.source === 'attention-playground' && event.data.type === 'height') {
      frame.style.height = event.data.height + 'px';
    }
  });
</script>`),
    });
    const seconds = npmInstall(dir, [tarball]);
    const embed = path.join(dir, 'site', 'embed');
    copyClassicFiles(dir, embed);
    for (const name of ['embed.html', 'embed.js', 'embed.css', 'favicon.svg']) {
      fs.copyFileSync(path.join(dir, 'node_modules', 'attention-playground', 'dist', name), path.join(embed, name));
    }
    return seconds;
  },
  build: () => 0,
  async extra({ context, origin, failures, result }) {
    const tab = await context.newPage();
    await tab.goto(`${origin}/course/lesson.html`);
    await tab.waitForFunction(() => document.getElementById('ap').offsetHeight > 400, null, { timeout: 30000 })
      .catch(() => failures.push('the iframe was never resized from the embed\'s height message'));
    const height = await tab.evaluate(() => document.getElementById('ap').offsetHeight);
    result.notes.push(`the sandboxed iframe sized itself to ${height} px from the embed's message`);
    await tab.close();
  },
};
