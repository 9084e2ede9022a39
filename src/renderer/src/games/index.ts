/**
 * The renderer's games, by game id: each game's folder exports its entry (table,
 * tools, setup extras…, `game-ui/contract.ts`). Adding a game is one line here.
 * A game without an entry is played on the generic table.
 */
import type { GameUi } from '../game-ui/contract';
import { EVERZONE_UI } from './everzone';
import { EVY_UI } from './evy';
import { MANOR_UI } from './manor';
import { QUEEN_UI } from './queen';
import { TOUCH_UI } from './touch';

export const GAME_UIS: Readonly<Record<string, GameUi>> = {
  queen: QUEEN_UI,
  evy: EVY_UI,
  everzone: EVERZONE_UI,
  manor: MANOR_UI,
  touch: TOUCH_UI,
};
