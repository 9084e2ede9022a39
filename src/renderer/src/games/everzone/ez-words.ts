/** Words the EverZone table uses for the rules' phases. */
import type { EzPhase } from '../../../../games/everzone/types';

export const PHASE_WORDS: Record<EzPhase, string> = {
  locations: 'Choosing locations',
  mulligan: 'Draw phase: keep or redraw',
  marshal: 'Marshal phase',
  target: 'Choosing targets',
  reveal: 'Combat: reveal',
  activate: 'Combat: activation',
  declare: 'Combat: supports and skills',
  clash: 'Combat: clash',
  surrender: 'End of the battle turn: surrender or fight on',
  retreat: 'Retreat phase',
  over: 'The war is over',
};
