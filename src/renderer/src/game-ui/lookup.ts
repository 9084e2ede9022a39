/**
 * The questions the shared screens ask of the games' entries (`games/index.ts`).
 * Each takes the registry as its last argument, so a test can ask a made-up one.
 */
import type { Component } from 'vue';
import type { LibraryItemType, SeatView } from '../../../shared/api';
import GenericTable from '../components/GenericTable.vue';
import { GAME_UIS } from '../games/index';
import type { GameTool, GameUi, LibraryAction } from './contract';

type Registry = Readonly<Record<string, GameUi>>;

export function gameUi(game: string, registry: Registry = GAME_UIS): GameUi | undefined {
  return Object.hasOwn(registry, game) ? registry[game] : undefined;
}

/** The game's table, or the generic one (the legal actions as buttons) for a game without its own. */
export function boardOf(game: string, registry: Registry = GAME_UIS): Component {
  return gameUi(game, registry)?.board ?? GenericTable;
}

/** The names the match log shows before each seat's lines: the game's own, or the seats' labels. */
export function logNamesOf(game: string, seatView: SeatView<unknown>, registry: Registry = GAME_UIS): string[] {
  return gameUi(game, registry)?.logNames?.(seatView) ?? seatView.match.seatLabels;
}

/** Every game's tools, in the registry's order of games. */
export function allTools(registry: Registry = GAME_UIS): GameTool[] {
  return Object.values(registry).flatMap((ui) => ui.tools ?? []);
}

/** The tool shown as `screen`, if any game adds it. */
export function toolOf(screen: string, registry: Registry = GAME_UIS): GameTool | undefined {
  return allTools(registry).find((tool) => tool.screen === screen);
}

/** The buttons a library row of this type gets beside "Open". */
export function libraryActionsFor(type: LibraryItemType, registry: Registry = GAME_UIS): LibraryAction[] {
  return Object.values(registry).flatMap((ui) => (ui.libraryActions ?? []).filter((action) => action.type === type));
}
