// The widget's font stack, written once, here. The stylesheets take it when
// they are built (tools/build-web.js writes it where one says
// var(--font-stack): the widget's --font, which a page's --ap-font replaces,
// and the pages' own), the exported picture names it (export-image.js), and
// the canvas heatmap falls back on it (heatmap-canvas.js); a widget that
// speaks Arabic names its language's own faces before it (i18n/ar/index.js:
// before var(--font); element/frame.js).
// No Arial before sans-serif: an engine without system-ui (WebKitGTK) would
// take Liberation Sans where the others take the system's sans (DejaVu Sans
// on Debian), and draw every step up to 82 px shorter than its reserve.
export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", sans-serif';
