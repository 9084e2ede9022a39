/** All Manor of Evil in the renderer: its table, the end of the game step by step, and the solo level at setup. */
import { manorGoalLine } from '../../../../games/manor/goal-line';
import { manorRecap } from '../../../../games/manor/recap';
import type { ManorView } from '../../../../games/manor/types';
import { defineGameUi } from '../../game-ui/contract';
import ManorGameOver from './ManorGameOver.vue';
import ManorSoloLevel from './ManorSoloLevel.vue';
import ManorTable from './ManorTable.vue';
import { manorSeatNames } from './manor-names';
import { fitSoloLevel } from './manor-setup';
import { learningFrom } from '../../learn/learning';

export const MANOR_UI = defineGameUi<ManorView>({
  board: ManorTable,
  learn: learningFrom(
    () => import('../../../../../content/manor/guide.json'),
    () => import('../../../../../content/manor/glossary.json'),
    () => import('../../../../../content/manor/tutorial.json'),
  ),
  goalLine: (seatView) => manorGoalLine(seatView.view),
  recap: (before, after) => manorRecap(before.view, after.view, after.seat),
  logNames: manorSeatNames,
  gameOver: ManorGameOver,
  setup: { control: ManorSoloLevel, options: ['level'], fitConfig: fitSoloLevel },
});
