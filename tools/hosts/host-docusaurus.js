// Docusaurus 3 (React 19): a component imports the element in an effect, so it is a
// chunk of its own, fetched on the pages that show a widget, after hydration.
'use strict';
const { writeFiles, npmInstall, run } = require('./util.js');

const VERSIONS = {
  '@docusaurus/core': '3.10.2', '@docusaurus/preset-classic': '3.10.2', '@mdx-js/react': '3.1.1',
  react: '19.3.1', 'react-dom': '19.3.1', clsx: '2.1.1', 'prism-react-renderer': '2.4.1',
};

module.exports = {
  label: 'Docusaurus', version: VERSIONS['@docusaurus/core'], out: 'build', withPath: '/lesson/', withoutPath: '/',
  async make(dir, tarball) {
    writeFiles(dir, {
      'package.json': { name: 'course-docusaurus', private: true },
      'docusaurus.config.js': `module.exports = {
  title: 'Course', url: 'http://localhost', baseUrl: '/', trailingSlash: true, favicon: 'data:,',
  presets: [['classic', { docs: false, blog: false }]],
  themeConfig: { navbar: { items: [{ to: '/', label: 'Home', activeBaseRegex: '^/$' }, { to: '/lesson/', label: 'Lesson' }] } },
};
`,
      'src/pages/index.md': '# The course\n\nNo widget here.\n',
      'src/pages/lesson.mdx': `import Playground from '@site/src/components/Playground';

# Dividing your attention

<Playground step="softmax" scenario="magnitude" magnitude="1" />
`,
      'src/components/Playground.js': `import React, { useEffect } from 'react';

// The element is imported in the browser only, on the pages that render this.
export default function Playground(props) {
  useEffect(() => { import('attention-playground/element'); }, []);
  return <attention-playground {...props} />;
}
`,
    });
    return npmInstall(dir, [...Object.entries(VERSIONS).map(([n, v]) => `${n}@${v}`), tarball]);
  },
  build: (dir) => run('npx', ['docusaurus', 'build'], dir),
};
