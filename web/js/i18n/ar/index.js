// Arabic, a part of its own (element/part-list.js, LANGUAGES): everything the
// widget says in Arabic. Its catalogue, and its words of each part loaded on
// demand, which join the catalogue once their part is here (i18n.js
// partWords), so they come with Arabic and not with their parts; and its own
// built-in examples and word list for a typed sentence (scenarios.js). Its
// catalogue says the widget reads right to left ('intl.direction': element/frame.js).
import * as I from '../i18n.js';
import catalogue from './catalogue.js';
import explore from './explore.js';
import exportWords from './export.js';
import heatmap from './heatmap.js';
import notes from './notes.js';
import sentence from './sentence.js';
import training from './training.js';
import trained from './trained.js';
import whole from './whole.js';
import { OWN } from './scenarios.js';

// By the name of the part they come with (as its English ones do: explore-words.js…).
const words = Object.freeze({ explore, export: exportWords, heatmap, notes, sentence, training, trained, whole });

I.register('ar', catalogue, words, OWN);

export default Object.freeze({ catalogue, words });
