/** The Queen in the renderer: its table, who survived at the end, and dealing characters at random. */
import { queenGoalLine } from '../../../../games/queen/goal-line';
import { queenRecap } from '../../../../games/queen/recap';
import type { QueenView } from '../../../../games/queen/types';
import { defineGameUi } from '../../game-ui/contract';
import QueenGameOver from './QueenGameOver.vue';
import QueenTable from './QueenTable.vue';
import { learningFrom } from '../../learn/learning';

export const QUEEN_UI = defineGameUi<QueenView>({
  board: QueenTable,
  learn: learningFrom(
    () => import('../../../../../content/queen/guide.json'),
    () => import('../../../../../content/queen/glossary.json'),
    () => import('../../../../../content/queen/tutorial.json'),
  ),
  goalLine: (seatView) => queenGoalLine(seatView.view),
  recap: (before, after) => queenRecap(before.view, after.view, after.seat),
  gameOver: QueenGameOver,
  // Characters are tied to seats: dealing them at random moves the players between seats.
  seatDeal: { label: 'Deal characters at random', help: 'The same players, each given a character at random.' },
});
