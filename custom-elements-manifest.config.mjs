// The Custom Elements Manifest (dist/custom-elements.json, the package's
// `customElements` field), made by @custom-elements-manifest/analyzer from
// web/js/element.js (its JSDoc: tag, event, methods) with one plugin that adds
// what the analyzer cannot read from the code: the attributes and properties,
// from the one settings table (web/js/settings.js), and the theming custom
// properties, from docs/theming.md. Module paths are the published files.
// Run by ./build.sh: npx cem analyze --config custom-elements-manifest.config.mjs
import fs from 'node:fs';
import { SETTINGS } from './web/js/settings.js';

const EXTRA_ATTRIBUTES = [
  { key: 'hash', property: 'hash', about: 'present: this element follows the page\'s URL hash (the first such element on the page)', type: 'boolean' },
  { key: 'theme', property: 'theme', about: '"light" or "dark": overrides the colour scheme the page or the system asks for', type: "'light' | 'dark'" },
];

function cssProperties() {
  const text = fs.readFileSync(new URL('./docs/theming.md', import.meta.url), 'utf8');
  return [...text.matchAll(/^\| `(--ap-[a-z0-9-]+)` \| ([^|]+) \|/gm)].map((m) => ({ name: m[1], description: m[2].trim() }));
}

function settingsPlugin() {
  return {
    name: 'attention-playground-settings',
    packageLinkPhase({ customElementsManifest }) {
      const attributes = SETTINGS.map((s) => ({ key: s.key, property: s.property || s.key, about: s.about, type: 'string' }))
        .concat(EXTRA_ATTRIBUTES);
      for (const mod of customElementsManifest.modules) {
        for (const declaration of mod.declarations || []) {
          if (declaration.name !== 'AttentionPlaygroundElement') continue;
          declaration.attributes = attributes.map((a) => ({ name: a.key, fieldName: a.property, description: a.about, type: { text: a.type } }));
          const members = (declaration.members || []).filter((m) => !attributes.some((a) => a.property === m.name));
          declaration.members = members.filter((m) => m.privacy !== 'private' && !m.name.startsWith('_')).concat(attributes
            .filter((a) => a.key !== 'lang')
            .map((a) => ({ kind: 'field', name: a.property, attribute: a.key, reflects: true, description: a.about })));
          declaration.cssProperties = cssProperties();
        }
      }
      // The published files: the class lives in the element entry, the tag is defined by the other.
      const element = customElementsManifest.modules.find((m) => m.path === 'web/js/element.js');
      element.path = 'dist/attention-playground-element.mjs';
      customElementsManifest.modules = [element, {
        kind: 'javascript-module',
        path: 'dist/attention-playground.mjs',
        declarations: [],
        exports: [
          { kind: 'custom-element-definition', name: 'attention-playground',
            declaration: { name: 'AttentionPlaygroundElement', module: 'dist/attention-playground-element.mjs' } },
          { kind: 'js', name: 'AttentionPlaygroundElement',
            declaration: { name: 'AttentionPlaygroundElement', module: 'dist/attention-playground-element.mjs' } },
        ],
      }];
    },
  };
}

export default {
  globs: ['web/js/element.js'],
  outdir: 'dist',
  plugins: [settingsPlugin()],
};
