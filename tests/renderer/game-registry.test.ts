/**
 * The renderer's game registry (games/index.ts) and the questions the shared
 * screens ask of it: a game's table or the generic one, the tools in order,
 * the tool behind a screen name, and the library actions of a content type.
 */
import { describe, expect, it } from 'vitest';
import type { EvyView } from '../../src/games/evy/types';
import type { QueenView } from '../../src/games/queen/types';
import GenericTable from '../../src/renderer/src/components/GenericTable.vue';
import { defineGameUi, type GameTool, type GameUi } from '../../src/renderer/src/game-ui/contract';
import { allTools, boardOf, gameUi, libraryActionsFor, toolOf } from '../../src/renderer/src/game-ui/lookup';
import { GAME_UIS } from '../../src/renderer/src/games/index';
import QueenGameOver from '../../src/renderer/src/games/queen/QueenGameOver.vue';
import QueenTable from '../../src/renderer/src/games/queen/QueenTable.vue';
import { CONTENT_TYPES } from '../../src/content/content-types';

function tool(screen: `${string}:${string}`, testId: string): GameTool {
  return { screen, home: { title: screen, text: '', button: screen, testId }, component: GenericTable };
}

/** A made-up registry: one game with two tools and a library action, one with a table only. */
const FAKE: Record<string, GameUi> = {
  alpha: {
    board: QueenTable,
    tools: [tool('alpha:editor', 'open-alpha-editor'), tool('alpha:campaign', 'open-alpha-campaign')],
    libraryActions: [
      { type: 'evy-adventure', label: 'Open in alpha', ariaLabel: (n) => `Open ${n} in alpha`, run: async () => {} },
    ],
  },
  beta: { board: QueenTable },
};

describe('game registry lookups', () => {
  it("a game's own table, and the generic table for a game without an entry", () => {
    expect(boardOf('alpha', FAKE)).toBe(QueenTable);
    expect(boardOf('gamma', FAKE)).toBe(GenericTable);
    // Keys of Object.prototype are not games.
    expect(gameUi('toString', FAKE)).toBeUndefined();
    expect(boardOf('toString', FAKE)).toBe(GenericTable);
  });

  it("lists every game's tools in the registry's order and finds one by its screen name", () => {
    expect(allTools(FAKE).map((t) => t.screen)).toEqual(['alpha:editor', 'alpha:campaign']);
    expect(toolOf('alpha:campaign', FAKE)?.home.testId).toBe('open-alpha-campaign');
    expect(toolOf('beta:editor', FAKE)).toBeUndefined();
    expect(toolOf('home', FAKE)).toBeUndefined();
  });

  it('offers library actions only on rows of their content type', () => {
    expect(libraryActionsFor('evy-adventure', FAKE).map((a) => a.label)).toEqual(['Open in alpha']);
    expect(libraryActionsFor('everzone-deck', FAKE)).toEqual([]);
    expect(libraryActionsFor('save', FAKE)).toEqual([]);
  });
});

describe('the registered games', () => {
  const tools = allTools();

  it("name each tool's screen after its own game, and keep screens and test ids unique", () => {
    for (const [game, ui] of Object.entries(GAME_UIS)) {
      for (const t of ui.tools ?? []) expect(t.screen.startsWith(`${game}:`)).toBe(true);
    }
    expect(new Set(tools.map((t) => t.screen)).size).toBe(tools.length);
    expect(new Set(tools.map((t) => t.home.testId)).size).toBe(tools.length);
  });

  it("give library actions only for their own game's content types", () => {
    for (const [game, ui] of Object.entries(GAME_UIS)) {
      for (const action of ui.libraryActions ?? []) {
        expect(CONTENT_TYPES.find((t) => t.type === action.type)?.game).toBe(game);
      }
    }
  });

  it('word the deal option only where seats come with something to deal', () => {
    expect(gameUi('queen')?.seatDeal?.label).toBe('Deal characters at random');
    expect(gameUi('everzone')?.seatDeal).toBeUndefined();
    expect(gameUi('evy')?.seatDeal).toBeUndefined();
  });
});

describe('defineGameUi', () => {
  it("files a game's entry as given", () => {
    const entry = defineGameUi<QueenView>({ board: QueenTable, gameOver: QueenGameOver });
    expect(entry.board).toBe(QueenTable);
    expect(entry.gameOver).toBe(QueenGameOver);
  });

  it("refuses, when type-checked, a table or summary made for another game's view", () => {
    // `npm run typecheck` fails here if a Queen component could be filed for Evy's view.
    const wrong = defineGameUi<EvyView>({
      // @ts-expect-error QueenTable takes SeatView<QueenView>
      board: QueenTable,
      // @ts-expect-error QueenGameOver takes SeatView<QueenView>
      gameOver: QueenGameOver,
    });
    expect(wrong.board).toBe(QueenTable);
  });
});
