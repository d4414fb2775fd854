// Next 16 (App Router, Turbopack, React 19): a server page renders a client
// component that imports the element; only the lesson route's chunks hold it.
// A static export (output: 'export'), so tools/serve.js can serve it.
'use strict';
const { writeFiles, npmInstall, run } = require('./util.js');

const VERSIONS = { next: '16.4.6', react: '19.3.1', 'react-dom': '19.3.1' };
const WIDGET = '<attention-playground step="softmax" scenario="magnitude" magnitude="1" />';

module.exports = {
  label: 'Next', version: VERSIONS.next, out: 'out', withPath: '/lesson/', withoutPath: '/',
  async make(dir, tarball) {
    writeFiles(dir, {
      'package.json': { name: 'course-next', private: true, scripts: { build: 'next build' } },
      'next.config.mjs': "export default { output: 'export', trailingSlash: true };\n",
      'app/layout.jsx': `import Link from 'next/link';
export const metadata = { title: 'Course', icons: { icon: 'data:,' } };
// prefetch={false}: Next otherwise fetches a linked route's chunks, the widget's
// included, as soon as its link is on screen.
export default function Layout({ children }) {
  return (
    <html lang="en"><body>
      <nav><Link href="/">Home</Link> · <Link href="/lesson/" prefetch={false}>Lesson</Link></nav>
      {children}
    </body></html>
  );
}
`,
      'app/page.jsx': 'export default function Home() { return <main><h1>The course</h1><p>No widget here.</p></main>; }\n',
      'app/lesson/page.jsx': `import Playground from './playground';
export default function Lesson() {
  return <main><h1>Dividing your attention</h1><Playground /></main>;
}
`,
      // The client component: the import at the top is safe on the server (it defines
      // nothing there) and puts the widget in this route's chunks only.
      'app/lesson/playground.jsx': `'use client';
import 'attention-playground/element';

export default function Playground() {
  return ${WIDGET};
}
`,
    });
    return npmInstall(dir, [...Object.entries(VERSIONS).map(([n, v]) => `${n}@${v}`), tarball]);
  },
  build: (dir) => run('npx', ['next', 'build'], dir, { NEXT_TELEMETRY_DISABLED: '1' }),
};
