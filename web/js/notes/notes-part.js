// The notes part (parts.js): the notes' words (notes-words.js) and their rules
// (notes.css; view-notes.js adds them when there are notes to show).
import styles from './notes.css';
import words from './notes-words.js';

export const STYLES = styles;
export default words;
