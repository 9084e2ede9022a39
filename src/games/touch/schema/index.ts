/** Every schema of A Touch of Evil's content, by the name of the file it checks in `content/touch/`. */
import type { JsonSchema } from '../../../engine';
import { TOUCH_BOARD_SCHEMA } from './board';
import {
  TOUCH_CURSES_SCHEMA,
  TOUCH_EVENTS_SCHEMA,
  TOUCH_LAIRS_SCHEMA,
  TOUCH_LOCATION_DECK_SCHEMA,
  TOUCH_MYSTERIES_SCHEMA,
  TOUCH_SECRETS_SCHEMA,
  TOUCH_TOWN_ITEMS_SCHEMA,
} from './cards';
import { TOUCH_ELDERS_SCHEMA, TOUCH_HEROES_SCHEMA, TOUCH_VILLAINS_SCHEMA } from './cast';
import { TOUCH_CHARTS_SCHEMA, TOUCH_TRACK_SCHEMA } from './charts';

export const TOUCH_SCHEMAS_BY_FILE: Record<string, JsonSchema> = {
  board: TOUCH_BOARD_SCHEMA,
  heroes: TOUCH_HEROES_SCHEMA,
  villains: TOUCH_VILLAINS_SCHEMA,
  elders: TOUCH_ELDERS_SCHEMA,
  secrets: TOUCH_SECRETS_SCHEMA,
  events: TOUCH_EVENTS_SCHEMA,
  mysteries: TOUCH_MYSTERIES_SCHEMA,
  manor: TOUCH_LOCATION_DECK_SCHEMA,
  windmill: TOUCH_LOCATION_DECK_SCHEMA,
  'olde-woods': TOUCH_LOCATION_DECK_SCHEMA,
  'abandoned-keep': TOUCH_LOCATION_DECK_SCHEMA,
  'town-items': TOUCH_TOWN_ITEMS_SCHEMA,
  lairs: TOUCH_LAIRS_SCHEMA,
  curses: TOUCH_CURSES_SCHEMA,
  charts: TOUCH_CHARTS_SCHEMA,
  track: TOUCH_TRACK_SCHEMA,
};
