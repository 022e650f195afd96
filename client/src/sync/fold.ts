/** The client folds its local log with the server's own deck fold (projections/deck). */
export { foldDeck } from '../../../projections/deck/fold-deck.js';
