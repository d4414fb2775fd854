// The exported picture's words come with export-image.js (the export part):
// the English ones here (i18n/en/export.js), each other language's with its
// part (i18n/<lang>/export.js).
import * as I from '../i18n/i18n.js';
import englishWords from '../i18n/en/export.js';

I.partWords('export', 'en', englishWords);
