// Arabic, a part of its own (element/part-list.js, LANGUAGES): everything the
// widget says in Arabic. Its catalogue, and its words of each part loaded on
// demand, which join the catalogue once their part is here (i18n.js
// partWords), so they come with Arabic and not with their parts; and its own
// built-in examples and word list for a typed sentence (scenarios.js); and
// how a widget that speaks it is drawn (element/frame.js): right to left, with
// the systems' own Arabic faces named before the widget's font stack (none
// fetched: a page's --ap-font still wins).
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

// (var(--font): the widget's own stack, web/js/style/font.js, as playground.css names it.)
const DRAWN = { dir: 'rtl', font: 'var(--ap-font, "Noto Sans Arabic", "Noto Naskh Arabic", "Geeza Pro", "Segoe UI", Tahoma, var(--font))' };

I.register('ar', catalogue, words, Object.assign({}, DRAWN, OWN));

export default Object.freeze({ catalogue, words });
