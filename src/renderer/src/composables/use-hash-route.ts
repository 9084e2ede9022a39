/**
 * Keeps the address bar and the screen in step: showing a screen (or a match)
 * writes its route to the hash as a new history entry, and an address typed,
 * reloaded or reached with Back/Forward shows its screen. A match lives in the
 * services, so its address opens it again after a reload; a match that is no
 * longer open is said to be so (`screen.missingMatch`). A replay's address names
 * where its game came from and the step on show (`logic/replay-address.ts`); moving
 * through the game replaces the address rather than adding to the history, so Back
 * leaves the viewer instead of stepping back one move.
 */
import { computed, onBeforeUnmount, onMounted, watch } from 'vue';
import { ApiError } from '../../../shared/api';
import { getApi } from '../api/bridge';
import { openReplayAddress } from '../components/replay/open-replay';
import { toolOf } from '../game-ui/lookup';
import { replayOfRoute, replayRouteOf } from '../logic/replay-address';
import { hashOf, HOME_ROUTE, parseHash, type Route } from '../logic/routes';
import { useErrorStore } from '../stores/errors';
import { useLibraryStore } from '../stores/library';
import { useMatchStore } from '../stores/match';
import { useReplayStore } from '../stores/replay';
import { useScreenStore, type ScreenName, type ToolScreen } from '../stores/screen';

export interface ShownScreen {
  screen: ScreenName;
  setupGame: string | null;
  matchId: string | null;
  missingMatch: string | null;
  /** The library item the tool on show has open. */
  toolItem?: string | null;
  /** On the replay screen, the route of the game on show (or of the one its address named that is gone). */
  replay?: Route | null;
}

/** The route of what is shown; null while it has no address yet (a match still opening). */
export function routeOf(shown: ShownScreen): Route | null {
  switch (shown.screen) {
    case 'home':
    case 'library':
    case 'sim':
      return { name: shown.screen, params: {} };
    case 'replay':
      return shown.replay ?? { name: 'replay', params: {} };
    case 'setup':
      return shown.setupGame ? { name: 'setup', params: { game: shown.setupGame } } : null;
    case 'match': {
      const match = shown.matchId ?? shown.missingMatch;
      return match ? { name: 'match', params: { match } } : null;
    }
    default: {
      const [game, tool] = shown.screen.split(':');
      if (!game || !tool) return null;
      return shown.toolItem
        ? { name: 'tool-item', params: { game, tool, item: shown.toolItem } }
        : { name: 'tool', params: { game, tool } };
    }
  }
}

/** A hash without its query (`#/replay/match/m-1?step=3` is `#/replay/match/m-1`). */
function pathOf(hash: string): string {
  const mark = hash.indexOf('?');
  return mark < 0 ? hash : hash.slice(0, mark);
}

export function useHashRoute(): void {
  const screen = useScreenStore();
  const match = useMatchStore();
  const library = useLibraryStore();
  const errors = useErrorStore();
  const replay = useReplayStore();

  /** The replay's route: its step only once it is open (the address asked for one that still loads). */
  const replayRoute = computed(() => {
    if (replay.address) return replayRouteOf(replay.address, replay.info ? replay.step : null);
    return replay.gone ? replayRouteOf(replay.gone.address, null) : null;
  });

  const current = computed(() => {
    const route = routeOf({
      screen: screen.screen,
      setupGame: screen.setupGame?.id ?? null,
      matchId: match.summary?.id ?? null,
      missingMatch: screen.missingMatch,
      toolItem: screen.screen.includes(':') ? (screen.toolItems[screen.screen as ToolScreen] ?? null) : null,
      replay: replayRoute.value,
    });
    return route ? hashOf(route) : null;
  });

  /** Leaves the match on show, if any, as its Home button does. */
  function leaveMatch(): void {
    if (!match.summary && !screen.missingMatch) return;
    match.reset();
    void library.refresh();
  }

  async function openMatch(matchId: string): Promise<void> {
    if (match.summary?.id === matchId && screen.screen === 'match') return;
    let summary;
    try {
      summary = await getApi().call('match.get', { matchId });
    } catch (error) {
      match.reset();
      if (error instanceof ApiError && error.code === 'not-found') screen.showMissingMatch(matchId);
      else errors.report(error, 'Could not open the match');
      return;
    }
    screen.showMatch();
    await match.open(summary);
  }

  async function show(route: Route): Promise<void> {
    if (route.name !== 'match') leaveMatch();
    switch (route.name) {
      case 'home':
        return screen.showHome();
      case 'library':
        return screen.showLibrary();
      case 'sim':
        return screen.showSim();
      case 'replay':
        // The empty viewer: a game still held is let go, as the viewer's Home button does.
        if (replay.info || replay.gone) await replay.close();
        screen.screen = 'replay';
        return;
      case 'replay-match':
      case 'replay-save':
      case 'replay-batch':
      case 'replay-open': {
        const named = replayOfRoute(route);
        if (!named) return screen.showHome();
        return openReplayAddress(named.address, named.step);
      }
      case 'match':
        return openMatch(route.params.match as string);
      case 'setup': {
        if (!library.loaded) await library.refresh();
        const game = library.gameById(route.params.game as string);
        return game ? screen.showSetup(game) : screen.showHome();
      }
      case 'tool': {
        const tool = toolOf(`${route.params.game}:${route.params.tool}`);
        return tool ? screen.showTool(tool.screen) : screen.showHome();
      }
      case 'tool-item': {
        const tool = toolOf(`${route.params.game}:${route.params.tool}`);
        if (!tool) return screen.showHome();
        screen.showTool(tool.screen);
        const item = route.params.item as string;
        // Opened already (Back and Forward within the app), or a tool that opens no items.
        if (!tool.openItem || screen.toolItems[tool.screen] === item) return;
        // When it cannot be opened the banner says why, and the address drops the item.
        await tool.openItem(item);
        return;
      }
    }
  }

  function followAddress(): void {
    const route = parseHash(window.location.hash) ?? HOME_ROUTE;
    void show(route).then(() => {
      // An address that named nothing (or a game that is not there) becomes the screen shown.
      if (current.value && current.value !== window.location.hash) {
        window.history.replaceState(window.history.state, '', current.value);
      }
    });
  }

  watch(current, (hash) => {
    if (!hash || hash === window.location.hash) return;
    // Only the position within the screen changed (a replay's step): the same history entry.
    if (pathOf(hash) === pathOf(window.location.hash)) window.history.replaceState(window.history.state, '', hash);
    else window.history.pushState(window.history.state, '', hash);
  });

  onMounted(() => {
    window.addEventListener('popstate', followAddress);
    followAddress();
  });
  onBeforeUnmount(() => window.removeEventListener('popstate', followAddress));
}
