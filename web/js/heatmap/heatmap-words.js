// The heatmap's words (i18n-en-heatmap.js, i18n-es-heatmap.js) join their
// catalogues when a module that draws a heatmap is loaded: every such module
// imports this one (each part that draws a heatmap holds it once).
import * as I from '../i18n/i18n.js';
import englishWords from '../i18n/en/heatmap.js';
import spanishWords from '../i18n/es/heatmap.js';

I.addWords('en', englishWords);
I.addWords('es', spanishWords);
