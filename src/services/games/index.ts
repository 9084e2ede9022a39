/** The games' service extensions (extensions.ts), one line per game. */
import { configChecksOf, type ConfigProblems, type RegisteredGameServices } from '../extensions';
import { everzoneServices } from './everzone';
import { evyServices } from './evy';

export const GAME_SERVICES: readonly RegisteredGameServices[] = [evyServices, everzoneServices];

/** Each game's checks of its options beyond the schema, by game id (`RequestChecker` runs them). */
export const GAME_CONFIG_CHECKS: ReadonlyMap<string, ConfigProblems> = configChecksOf(GAME_SERVICES);
