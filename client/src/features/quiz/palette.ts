/**
 * Spec doc 2 §3: "palette of 8 option colours with letters A to H". contracts/ defines no palette, so the quiz uses the
 * client's one (live/results/chart-maths.ts), the same the poll bars and the phones' choices use: an option keeps its
 * colour and letter from the question on a phone to the bars on the screen.
 */
export { OPTION_COLOURS, OPTION_LETTERS, optionColour, optionLetter } from '../live/results/chart-maths.js';
