// The notes part (element/part-list.js): the notes' words (notes-words.js) and
// their rules (notes.css; view-notes.js adds them when there are notes to show).
import styles from './notes.css';
import './notes-words.js';

export const STYLES = styles;
