/**
 * Evy in the renderer: her board, and the screens the game adds — the campaign and
 * the adventure editor (with its difficulty meter, a background job) — with the
 * library's way into the editor for adventures.
 */
import { defineAsyncComponent } from 'vue';
import { evyGoalLine } from '../../../../games/evy/goal-line';
import { evyRecap } from '../../../../games/evy/recap';
import type { EvyView } from '../../../../games/evy/types';
import { defineGameUi } from '../../game-ui/contract';
import { useScreenStore } from '../../stores/screen';
import { useCampaignStore } from './campaign/campaign-store';
import EvyTable from './EvyTable.vue';
import { EVY_CAMPAIGN, EVY_EDITOR } from './evy-screens';
import { useMeterStore } from './meter/meter-store';
import { learningFrom } from '../../learn/learning';

/** The editor's store carries the adventure model and its checks: loaded with the editor, not at start-up. */
const editorStore = async () => (await import('./editor/editor-store')).useEvyEditorStore();

export const EVY_UI = defineGameUi<EvyView>({
  board: EvyTable,
  learn: learningFrom(
    () => import('../../../../../content/evy/guide.json'),
    () => import('../../../../../content/evy/glossary.json'),
    () => import('../../../../../content/evy/tutorial.json'),
  ),
  goalLine: (seatView) => evyGoalLine(seatView.view),
  recap: (before, after) => evyRecap(before.view, after.view, after.seat),
  // One player: every line is the adventure's, so no speaker names (the rules mark them all seat 0).
  logNames: () => [''],
  tools: [
    {
      screen: EVY_CAMPAIGN,
      home: {
        title: "Evy's campaign",
        text: 'Play the thirteen adventures in order, carrying a card and your health from one to the next.',
        button: 'Campaign',
        testId: 'open-campaign',
      },
      component: defineAsyncComponent(() => import('./campaign/CampaignScreen.vue')),
      onEvent: (event) => useCampaignStore().handleEvent(event),
    },
    {
      screen: EVY_EDITOR,
      home: {
        title: 'Evy adventure editor',
        text: 'Draw hex maps, set the objective and rules, see problems as you edit, and playtest.',
        button: 'Adventure editor',
        testId: 'open-evy-editor',
      },
      component: defineAsyncComponent(() => import('./editor/EvyEditorScreen.vue')),
      onEvent: (event) => useMeterStore().handleEvent(event),
      resync: () => useMeterStore().resync(),
      openItem: async (id) => (await editorStore()).open(id),
      // A playtest's match is only a trial: the editor closes it on the way back.
      matchReturn: {
        label: 'Back to editor',
        testId: 'back-to-editor',
        back: async () => (await editorStore()).endPlaytest(),
      },
    },
  ],
  libraryActions: [
    {
      type: 'evy-adventure',
      label: 'Open in editor',
      ariaLabel: (name) => `Open ${name} in the adventure editor`,
      // Built-ins open there as read-only templates.
      run: async (item) => {
        if (await (await editorStore()).open(item.id)) useScreenStore().showTool(EVY_EDITOR);
      },
    },
  ],
});
