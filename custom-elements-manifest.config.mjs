// The Custom Elements Manifest (dist/custom-elements.json, the package's
// `customElements` field), made by @custom-elements-manifest/analyzer from
// web/js/element/element.js (its JSDoc: tag, event, methods) with one plugin that adds
// what the analyzer cannot read from the code: the attributes and properties,
// from the one settings table (web/js/state/settings.js), typed by
// tools/setting-types.mjs; the types of the element's own API and events
// (as web/attention-playground-types.d.ts declares them); and the theming
// custom properties, from docs/theming.md. Module paths are the published files.
// Two more plugins then write the editors' data from the finished manifest:
// dist/vscode.html-custom-data.json (+ .css-) and dist/web-types.json.
// Run by ./build.sh: npx cem analyze --config custom-elements-manifest.config.mjs
import fs from 'node:fs';
import { customElementVsCodePlugin } from 'custom-element-vs-code-integration';
import { customElementJetBrainsPlugin } from 'custom-element-jet-brains-integration';
import { settingTypes } from './tools/setting-types.mjs';

const EXTRA_ATTRIBUTES = [
  { key: 'hash', property: 'hash', about: 'present: this element follows the page\'s URL hash (the first such element on the page)',
    attribute: 'boolean', propertyType: 'boolean' },
  { key: 'theme', property: 'theme', about: '"light" or "dark": overrides the colour scheme the page or the system asks for',
    attribute: "'light' | 'dark'", propertyType: "'light' | 'dark' | null" },
];

// The element's own API besides the settings (element.js), typed as attention-playground-types.d.ts says.
const API_TYPES = {
  state: 'object | null',
  stateDetail: 'PlaygroundStateDetail | null',
  link: 'string',
  ready: 'Promise<AttentionPlaygroundElement>',
};
const METHOD_TYPES = {
  loadScenarioData: { parameters: { json: 'object | string' }, returns: 'Promise<void>' },
  exportSVG: { parameters: {}, returns: 'Promise<string>' },
  exportPNG: { parameters: {}, returns: 'Promise<Blob>' },
  whenIdle: { parameters: {}, returns: 'Promise<void>' },
  trainedModel: { parameters: {}, returns: 'Promise<TrainedModel>' },
};
const EVENTS = {
  change: { type: 'CustomEvent<PlaygroundStateDetail>' },
  task: { type: 'CustomEvent<PlaygroundTaskDetail>' },
  progress: { type: 'CustomEvent<PlaygroundProgressDetail>' },
  'playground-render': { type: 'CustomEvent<null>',
    description: 'the widget has drawn (after every update, not only the first; `detail` is null): for tests and measurements' },
};

// What a course learns of the learner (web/js/element/course.js defines them on the class, out of the analyzer's sight).
const COURSE_MEMBERS = [
  { kind: 'field', name: 'learnerState', type: { text: 'PlaygroundLearnerState | null' },
    description: 'what the learner did (step, example, the view as link text, tasks done), small JSON for a course to keep; ' +
      'setting it restores one, as restoreLearnerState() does (a refused one: its note in the widget and a console warning)' },
  { kind: 'method', name: 'restoreLearnerState', parameters: [{ name: 'value', type: { text: 'PlaygroundLearnerState | string' } }],
    return: { type: { text: 'PlaygroundRestoreResult' } },
    description: 'restores a learnerState (the view and its ✓s, with no task event); refuses one of another format or version, ' +
      'or a corrupted one, with { ok: false, error }, a note in the widget, and the view as it was' },
];

function cssProperties() {
  const text = fs.readFileSync(new URL('./docs/theming.md', import.meta.url), 'utf8');
  return [...text.matchAll(/^\| `(--ap-[a-z0-9-]+)` \| ([^|]+) \|/gm)].map((m) => ({ name: m[1], description: m[2].trim() }));
}

function typed(member) {
  if (member.kind === 'field' && API_TYPES[member.name]) return Object.assign({}, member, { type: { text: API_TYPES[member.name] } });
  const method = member.kind === 'method' && METHOD_TYPES[member.name];
  if (!method) throw new Error(`custom-elements-manifest.config.mjs: no type for the member ${member.name}`);
  const parameters = (member.parameters || []).map((p) => Object.assign({}, p, { type: { text: method.parameters[p.name] } }));
  return Object.assign({}, member, parameters.length ? { parameters } : {}, { return: { type: { text: method.returns } } });
}

function settingsPlugin() {
  return {
    name: 'attention-playground-settings',
    packageLinkPhase({ customElementsManifest }) {
      const attributes = settingTypes().concat(EXTRA_ATTRIBUTES);
      for (const mod of customElementsManifest.modules) {
        for (const declaration of mod.declarations || []) {
          if (declaration.name !== 'AttentionPlaygroundElement') continue;
          declaration.attributes = attributes.map((a) => ({ name: a.key, fieldName: a.property, description: a.about, type: { text: a.attribute } }));
          const members = (declaration.members || []).filter((m) => !attributes.some((a) => a.property === m.name));
          // `ready`'s default is the constructor's code, not a value a page could give.
          declaration.members = members.filter((m) => m.privacy !== 'private' && !m.name.startsWith('_'))
            .map((m) => typed(Object.fromEntries(Object.entries(m).filter(([k]) => k !== 'default'))))
            .concat(attributes.filter((a) => a.key !== 'lang').map((a) => ({
              kind: 'field', name: a.property, type: { text: a.propertyType }, attribute: a.key, reflects: true, description: a.about,
            })), COURSE_MEMBERS);
          declaration.events = (declaration.events || []).map((e) => {
            if (!EVENTS[e.name]) throw new Error(`custom-elements-manifest.config.mjs: no type for the event ${e.name}`);
            return Object.assign({}, e, { type: { text: EVENTS[e.name].type } }, e.description ? {} : { description: EVENTS[e.name].description });
          });
          declaration.cssProperties = cssProperties();
        }
      }
      // The published files: the class lives in the element entry, the tag is defined by the other.
      const element = customElementsManifest.modules.find((m) => m.path === 'web/js/element/element.js');
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

// The editors' data files (in dist/, listed in package.json: customData, web-types);
// tests/node/editor-data.test.js makes them again from the shipped manifest with these options.
export const VSCODE_OPTIONS = { outdir: 'dist', htmlFileName: 'vscode.html-custom-data.json', cssFileName: 'vscode.css-custom-data.json',
  hideMethodDocs: true, hideLogs: true };
export const JETBRAINS_OPTIONS = { outdir: 'dist', webTypesFileName: 'web-types.json', packageJson: false, hideLogs: true };

export default {
  globs: ['web/js/element/element.js'],
  outdir: 'dist',
  plugins: [
    settingsPlugin(),
    // The editors' data, from the manifest as the plugin above leaves it (plugins run in this order).
    customElementVsCodePlugin(VSCODE_OPTIONS),
    customElementJetBrainsPlugin(JETBRAINS_OPTIONS),
  ],
};
