/** A Touch of Evil in the renderer: its table (the map of Shadowbrook, the sheets and the prompt). */
import type { TouchView } from '../../../../games/touch/view';
import { defineGameUi } from '../../game-ui/contract';
import TouchTable from './TouchTable.vue';

export const TOUCH_UI = defineGameUi<TouchView>({
  board: TouchTable,
});
