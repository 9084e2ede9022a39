/**
 * Holding Back the Darkness (an optional rule, Cooperative Game only): "At the start of the
 * Mystery Phase while the Shadow Track is in the RED, if every individual Hero pays 2
 * Investigation, move the Shadow Track 1 Step away from Darkness (limit once per turn)."
 * Asked once a Mystery Phase, only when every Hero can pay; the First Player answers for the
 * group, as for the Cooperative chart's Wounds.
 */
import { TOUCH_CONTENT } from './content';
import { modeOf, optionOn } from './modes';
import { moveShadow } from './shadow';
import { logLine, type TouchState } from './state';
import { inTheRed } from './track';

export const HOLDING_BACK_COST = 2;

export function offerHoldingBack(state: TouchState): void {
  if (modeOf(state.config) !== 'cooperative' || !optionOn(state.config, 'holdingBack')) return;
  if (!inTheRed(TOUCH_CONTENT.track, state.track)) return;
  if (state.heroes.some((h) => h.investigation < HOLDING_BACK_COST)) return;
  state.prompt = { kind: 'hold-back', hero: state.first };
}

export function answerHoldingBack(state: TouchState, accept: boolean): void {
  if (!accept) return;
  for (const hero of state.heroes) hero.investigation -= HOLDING_BACK_COST;
  logLine(state, `Every Hero pays ${HOLDING_BACK_COST} Investigation to hold back the Darkness.`);
  moveShadow(state, -1, 'Holding Back the Darkness');
}
