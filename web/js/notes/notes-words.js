// The words of the notes about settings that could not be used come with the
// notes part (notes-part.js): the English ones here (i18n/en/notes.js), each
// other language's with its part (i18n/<lang>/notes.js). The widget fetches the
// part only when a load has something to note, then reads its sources again in
// these words (element/loading.js).
import * as I from '../i18n/i18n.js';
import englishWords from '../i18n/en/notes.js';

I.partWords('notes', 'en', englishWords);
