/**
 * EverZone in the renderer: its table, the deck per seat on the setup screen, and the
 * deck builder (with its gauntlet, a background job) and the library's way into it.
 */
import { defineAsyncComponent } from 'vue';
import { everzoneGoalLine } from '../../../../games/everzone/goal-line';
import { everzoneRecap } from '../../../../games/everzone/recap';
import type { EverzoneView } from '../../../../games/everzone/types';
import { defineGameUi } from '../../game-ui/contract';
import { useScreenStore } from '../../stores/screen';
import EverzoneTable from './EverzoneTable.vue';
import EzDeckPicker from './EzDeckPicker.vue';
import { fitDecksToFormat } from './ez-decks';
import { DECK_BUILDER } from './ez-screens';
import { seatNamesOf } from './ez-table';
import { useGauntletStore } from './gauntlet/gauntlet-store';
import { learningFrom } from '../../learn/learning';

/** The builder's store carries the deck checks: loaded with the builder, not at start-up. */
const builderStore = async () => (await import('./deck-builder/deck-builder-store')).useDeckBuilderStore();

export const EVERZONE_UI = defineGameUi<EverzoneView>({
  board: EverzoneTable,
  learn: learningFrom(
    () => import('../../../../../content/everzone/guide.json'),
    () => import('../../../../../content/everzone/glossary.json'),
    () => import('../../../../../content/everzone/tutorial.json'),
  ),
  goalLine: (seatView) => everzoneGoalLine(seatView.view),
  recap: (before, after) => everzoneRecap(before.view, after.view, after.seat),
  logNames: seatNamesOf,
  setup: { control: EzDeckPicker, options: ['decks'], fitConfig: (config) => fitDecksToFormat(config) },
  tools: [
    {
      screen: DECK_BUILDER,
      home: {
        title: 'EverZone deck builder',
        text: 'Build a deck with every rule checked as you go, read its statistics, and test it.',
        button: 'Deck builder',
        testId: 'open-deck-builder',
      },
      component: defineAsyncComponent(() => import('./deck-builder/DeckBuilderScreen.vue')),
      onEvent: (event) => useGauntletStore().handleEvent(event),
      resync: () => useGauntletStore().resync(),
      openItem: async (id) => (await builderStore()).openFromAddress(id),
    },
  ],
  libraryActions: [
    {
      type: 'everzone-deck',
      label: 'Open in deck builder',
      ariaLabel: (name) => `Open ${name} in the deck builder`,
      // A built-in opens as a copy to save as your own.
      run: async (item) => {
        if (await (await builderStore()).openItem(item.id)) useScreenStore().showTool(DECK_BUILDER);
      },
    },
  ],
});
