// The widget's colours, each written once, here: its light and dark value, and
// the public custom property (docs/theming.md) a page may set to replace it.
// stylesheet.js turns this table into the stylesheet's first rules (the light
// values on :host, the dark ones when the reader's system asks for dark or the
// element says theme="dark"); the canvas heatmap reads the resulting custom
// properties from the page, and the exported picture uses the light values.
// name: the private property the stylesheet uses (--ink...); public: the
// --ap-* property that overrides it (null: the public name is the property).
export const PALETTE = Object.freeze([
  { name: 'ink', public: '--ap-text', light: '#1d2433', dark: '#e8ebf2' },
  { name: 'muted', public: '--ap-muted', light: '#4b5565', dark: '#aab3c5' },
  { name: 'line', public: '--ap-border', light: '#d6dce8', dark: '#363e4e' },
  { name: 'control-line', public: '--ap-control-border', light: '#7b859b', dark: '#7d879b' },
  { name: 'page', public: '--ap-background', light: '#f3f5fa', dark: '#0f131a' },
  { name: 'card', public: '--ap-surface', light: '#ffffff', dark: '#181d26' },
  { name: 'wash', public: '--ap-tint', light: '#f3f5fa', dark: '#222836' },
  { name: 'accent', public: '--ap-accent', light: '#2f49c7', dark: '#93a6ff' },
  { name: 'accent-soft', public: '--ap-accent-soft', light: '#e8ecfc', dark: '#222b4a' },
  { name: 'on-accent', public: '--ap-on-accent', light: '#ffffff', dark: '#0c1226' },
  { name: 'bar', public: '--ap-bar', light: 'var(--ap-accent, #2f49c7)', dark: 'var(--ap-accent, #93a6ff)' },
  { name: 'track', public: '--ap-track', light: '#e3e7ef', dark: '#2a303c' },
  { name: 'track-line', public: '--ap-track-border', light: '#c4cad6', dark: '#4a5366' },
  { name: 'self', public: '--ap-self', light: '#0b6b4b', dark: '#6fd8ad' },
  { name: 'self-soft', public: '--ap-self-soft', light: '#e2f4ec', dark: '#13342a' },
  { name: 'sink', public: '--ap-sink', light: '#8a4700', dark: '#f2a865' },
  { name: 'sink-soft', public: '--ap-sink-soft', light: '#fcf0de', dark: '#3b2a14' },
  { name: 'blend', public: '--ap-blend', light: '#6a3fb5', dark: '#b79bff' },
  { name: 'ring', public: '--ap-focus-ring', light: '#0b57d0', dark: '#a9c2ff' },
  { name: 'meaning', public: '--ap-meaning', light: '#fffbea', dark: '#29251a' },
  { name: 'meaning-line', public: '--ap-meaning-border', light: '#e9d48a', dark: '#6e5f22' },
  { name: 'notice', public: '--ap-notice', light: '#fff8e6', dark: '#2e2610' },
  { name: 'notice-line', public: '--ap-notice-border', light: '#b8860b', dark: '#d1a326' },
  { name: 'error', public: '--ap-error', light: '#7a1a12', dark: '#ffb4ab' },
  { name: 'error-soft', public: '--ap-error-background', light: '#fef3f2', dark: '#3a1613' },
  { name: 'error-line', public: '--ap-error-border', light: '#b42318', dark: '#f07167' },
  // The heatmap's ten shades of a percentage (0-9%, 10-19%, ...), for the table
  // and the canvas; text is --ap-heat-ink on shades 0-4, --ap-heat-ink-strong on 5-9.
  ...['#f4f6fd', '#e1e7fb', '#cbd5f7', '#b1c0f2', '#95a8eb', '#3f57c6', '#3349b8', '#2a3da3', '#22318c', '#1a2570']
    .map((light, i) => ({ name: 'ap-heat-' + i, public: null, light,
      dark: ['#1c2233', '#222b45', '#2a3660', '#33427a', '#3d4f94', '#8fa2ff', '#a3b3ff', '#b8c4ff', '#ccd5ff', '#e0e6ff'][i] })),
  { name: 'ap-heat-ink-strong', public: null, light: '#ffffff', dark: '#0c1226' },
  { name: 'ap-heat-masked', public: null, light: '#e4e6eb', dark: '#2a2f3a' },
  { name: 'ap-heat-masked-ink', public: null, light: '#4b5565', dark: '#aab3c5' },
  { name: 'ap-heat-masked-line', public: null, light: '#9aa1ae', dark: '#5a6275' },
]);

const BY_NAME = Object.freeze(Object.fromEntries(PALETTE.map((c) => [c.name, c])));

// One colour's light value (the exported picture's), by its private name.
export function light(name) {
  const value = BY_NAME[name].light;
  return value.startsWith('var(') ? /#[0-9a-f]{6}/i.exec(value)[0] : value;
}

function declarations(scheme) {
  return PALETTE.map((c) => (c.public
    ? `--${c.name}: var(${c.public}, ${c[scheme]}) !important;`
    : `--${c.name}: ${c[scheme]};`)).join(' ');
}

// The palette as the stylesheet's first rules. The dark list appears three times in
// the text (a media query, an attribute selector and the page's scheme cannot share
// one rule), but all come from this one table.
export function paletteCss() {
  const dark = `${declarations('dark')} color-scheme: dark !important;`;
  // The page's own color-scheme, where it names one (host-scheme.js sets the class on the frame).
  const light = `${declarations('light')} color-scheme: light !important;`;
  return `:host { ${declarations('light')} }\n` +
    `@media (prefers-color-scheme: dark) { :host(:not([theme="light"])) { ${dark} } }\n` +
    `:host([theme="dark"]) { ${dark} }\n` +
    `.ap.scheme-dark { ${dark} }\n` +
    `.ap.scheme-light { ${light} }\n`;
}
