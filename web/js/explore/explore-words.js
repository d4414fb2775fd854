// The words of your own sentence's box and of share and save come with the
// views that write them (the explore part): the English ones here
// (i18n/en/explore.js), each other language's with its part (i18n/<lang>/explore.js).
import * as I from '../i18n/i18n.js';
import englishWords from '../i18n/en/explore.js';

I.partWords('explore', 'en', englishWords);
