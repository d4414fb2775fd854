// VitePress 1.6: a Vue component imports the element in onMounted, so the
// widget is a chunk of the lesson page's own and hydration does not wait for it.
'use strict';
const { writeFiles, npmInstall, run } = require('./util.js');

const VERSIONS = { vitepress: '1.6.4' };

module.exports = {
  label: 'VitePress', version: VERSIONS.vitepress, out: 'docs/.vitepress/dist', withPath: '/lesson.html', withoutPath: '/',
  async make(dir, tarball) {
    writeFiles(dir, {
      'package.json': { name: 'course-vitepress', private: true, type: 'module' },
      'docs/.vitepress/config.mjs': `export default {
  title: 'Course',
  head: [['link', { rel: 'icon', href: 'data:,' }]],
  themeConfig: { nav: [{ text: 'Home', link: '/' }, { text: 'Lesson', link: '/lesson' }] },
  // The tag is a custom element, not a Vue component.
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === 'attention-playground' } } },
};
`,
      'docs/index.md': '# The course\n\nNo widget here.\n',
      'docs/lesson.md': `<script setup>
import Playground from './components/Playground.vue';
</script>

# Dividing your attention

<Playground step="softmax" scenario="magnitude" magnitude="1" />
`,
      'docs/components/Playground.vue': `<script setup>
import { onMounted } from 'vue';
// In the browser only, after hydration; the element upgrades the tag in place.
onMounted(() => import('attention-playground/element'));
</script>

<template>
  <attention-playground v-bind="$attrs"></attention-playground>
</template>
`,
    });
    return npmInstall(dir, [...Object.entries(VERSIONS).map(([n, v]) => `${n}@${v}`), tarball]);
  },
  build: (dir) => run('npx', ['vitepress', 'build', 'docs'], dir),
};
