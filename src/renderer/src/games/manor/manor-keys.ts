/**
 * The Manor table's keyboard: a number key moves to the choice with that number
 * (an action card's initiative, an answer's place, a fate's number) and Enter, as on
 * any focused button, confirms it. The keys are the ones every table shares.
 */
export { belongsToPage, numberKey, type KeyLike } from '../common/number-keys';
