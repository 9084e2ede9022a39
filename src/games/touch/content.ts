/**
 * A Touch of Evil's built-in content, loaded from `content/touch/*.json`, with the
 * lookups the rules share. The JSON is validated against the schemas in `schema/`
 * and checked by `content-check.ts` in the tests (the games layer ships no validator).
 */
import { stateHash } from '../../engine';
import boardFile from '../../../content/touch/board.json';
import heroesFile from '../../../content/touch/heroes.json';
import villainsFile from '../../../content/touch/villains.json';
import eldersFile from '../../../content/touch/elders.json';
import secretsFile from '../../../content/touch/secrets.json';
import eventsFile from '../../../content/touch/events.json';
import mysteriesFile from '../../../content/touch/mysteries.json';
import manorFile from '../../../content/touch/manor.json';
import windmillFile from '../../../content/touch/windmill.json';
import oldeWoodsFile from '../../../content/touch/olde-woods.json';
import abandonedKeepFile from '../../../content/touch/abandoned-keep.json';
import townItemsFile from '../../../content/touch/town-items.json';
import lairsFile from '../../../content/touch/lairs.json';
import cursesFile from '../../../content/touch/curses.json';
import chartsFile from '../../../content/touch/charts.json';
import trackFile from '../../../content/touch/track.json';
import type {
  BoardDef,
  ChartDef,
  CurseDef,
  ElderDef,
  EventDef,
  HeroDef,
  LairDef,
  LocationCardDef,
  MysteryDef,
  SecretDef,
  TouchContent,
  TownItemDef,
  TrackDef,
  VillainDef,
} from './content-types';

/** Raw files as they are on disk, for schema validation, by file name. */
export const TOUCH_CONTENT_FILES: Record<string, unknown> = {
  board: boardFile,
  heroes: heroesFile,
  villains: villainsFile,
  elders: eldersFile,
  secrets: secretsFile,
  events: eventsFile,
  mysteries: mysteriesFile,
  manor: manorFile,
  windmill: windmillFile,
  'olde-woods': oldeWoodsFile,
  'abandoned-keep': abandonedKeepFile,
  'town-items': townItemsFile,
  lairs: lairsFile,
  curses: cursesFile,
  charts: chartsFile,
  track: trackFile,
};

const cards = <T>(file: { cards: unknown[] }): T[] => file.cards as T[];

export const TOUCH_CONTENT: TouchContent = {
  board: { spaces: boardFile.spaces, paths: boardFile.paths } as BoardDef,
  heroes: heroesFile.heroes as HeroDef[],
  villains: villainsFile.villains as VillainDef[],
  elders: eldersFile.elders as ElderDef[],
  decks: {
    event: cards<EventDef>(eventsFile),
    mystery: cards<MysteryDef>(mysteriesFile),
    lair: cards<LairDef>(lairsFile),
    secret: cards<SecretDef>(secretsFile),
    curse: cards<CurseDef>(cursesFile),
    manor: cards<LocationCardDef>(manorFile),
    windmill: cards<LocationCardDef>(windmillFile),
    'olde-woods': cards<LocationCardDef>(oldeWoodsFile),
    'abandoned-keep': cards<LocationCardDef>(abandonedKeepFile),
  },
  townItems: cards<TownItemDef>(townItemsFile),
  charts: chartsFile.charts as ChartDef[],
  track: { start: trackFile.start, stages: trackFile.stages } as TrackDef,
};

export const TOUCH_CONTENT_HASH = stateHash(TOUCH_CONTENT);

function finder<T extends { id: string }>(list: readonly T[], what: string): (id: string) => T {
  const byId = new Map(list.map((item) => [item.id, item]));
  return (id) => {
    const found = byId.get(id);
    // An unknown id in state or content is a bug, never a player's mistake.
    if (!found) throw new Error(`Unknown A Touch of Evil ${what} "${id}".`);
    return found;
  };
}

export const heroDef = finder(TOUCH_CONTENT.heroes, 'Hero');
export const villainDef = finder(TOUCH_CONTENT.villains, 'Villain');
export const elderDef = finder(TOUCH_CONTENT.elders, 'Town Elder');
export const townItemDef = finder(TOUCH_CONTENT.townItems, 'Town Item');
