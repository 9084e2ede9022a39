/** A Touch of Evil in the renderer: its table (the map of Shadowbrook, the sheets and the prompt), and its setup (the style of play and the Heroes). */
import { touchGoalLine } from '../../../../games/touch/goal-line';
import { touchRecap } from '../../../../games/touch/recap';
import type { TouchView } from '../../../../games/touch/view';
import { defineGameUi } from '../../game-ui/contract';
import TouchSetup from './TouchSetup.vue';
import TouchTable from './TouchTable.vue';
import { fitTouchConfig, SETUP_KEYS } from './touch-setup';
import { learningFrom } from '../../learn/learning';

export const TOUCH_UI = defineGameUi<TouchView>({
  board: TouchTable,
  learn: learningFrom(
    () => import('../../../../../content/touch/guide.json'),
    () => import('../../../../../content/touch/glossary.json'),
    () => import('../../../../../content/touch/tutorial.json'),
  ),
  goalLine: (seatView) => touchGoalLine(seatView.view),
  recap: (before, after) => touchRecap(before.view, after.view, after.seat),
  setup: { control: TouchSetup, options: SETUP_KEYS, fitConfig: fitTouchConfig },
});
