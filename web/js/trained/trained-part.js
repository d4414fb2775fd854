// The trained part (element/part-list.js): the views of the trained tiny
// language model (models/storybook-en.apm, loaded by the model's own part), with
// their rules and their English words. Loaded when the heads step, the sink step or the
// whole playground shows the trained model.
import styles from './trained.css';
import * as I from '../i18n/i18n.js';
import englishWords from '../i18n/en/trained.js';

// Its words in English; each other language's come with that language's part (i18n/<lang>/trained.js).
I.partWords('trained', 'en', englishWords);

// Its rules, added to each shadow root that shows it (stylesheet.js).
export const STYLES = styles;
export { trainedHeadsCard } from './view-trained-heads.js';
export { trainedSinkCard } from './view-trained-sink.js';
export { trainedExploreCard } from './view-trained-explore.js';
