// The heatmap's words come with a module that draws a heatmap: every such
// module imports this one (each part that draws a heatmap holds it once). The
// English ones here (i18n/en/heatmap.js), each other language's with its part
// (i18n/<lang>/heatmap.js).
import * as I from '../i18n/i18n.js';
import englishWords from '../i18n/en/heatmap.js';

I.partWords('heatmap', 'en', englishWords);
