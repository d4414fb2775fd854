// The exported picture's words (i18n-en-export.js, i18n-es-export.js) join
// their catalogues when export-image.js is loaded (the export part).
import * as I from '../i18n/i18n.js';
import englishWords from '../i18n/en/export.js';
import spanishWords from '../i18n/es/export.js';

I.addWords('en', englishWords);
I.addWords('es', spanishWords);
