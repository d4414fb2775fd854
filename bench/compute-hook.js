// Bench only (bench/instrumented-build.js): the view model's compute(), made
// swappable from the page, so section 5 can time the core, the view model and
// the drawing apart. window.__attentionBench.compute is the function the
// widget calls; .real is the widget's own.
import { compute as real } from '../web/js/model/compute.js';

const hook = { real, compute: real };
window.__attentionBench = hook;

export function compute(...args) { return hook.compute(...args); }
// The rest of the view model's module as it is (a long heatmap's rows: heatmapRows, useLongRows, heatOf).
export * from '../web/js/model/compute.js';
