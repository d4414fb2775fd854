// The sentence part (element/part-list.js): reading a typed sentence into an example
// (own-sentence.js) and the rules its unknown words are drawn with
// (sentence.css; the element adds them when it shows a typed sentence).
import styles from './sentence.css';

export * from './own-sentence.js';
export const STYLES = styles;
