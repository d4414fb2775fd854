// The notes part (parts.js): the words of the notes about settings that could
// not be used (i18n-en-notes.js, i18n-es-notes.js), joined to their
// catalogues. The widget fetches it only when a load has something to note,
// then reads its sources again in these words (element/loading.js).
import * as I from '../i18n/i18n.js';
import englishWords from '../i18n/en/notes.js';
import spanishWords from '../i18n/es/notes.js';

I.addWords('en', englishWords);
I.addWords('es', spanishWords);

// A part hands back a module with something in it (part-script.js refuses an empty one).
export default Object.freeze({ en: englishWords, es: spanishWords });
