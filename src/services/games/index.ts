/** The games' service extensions (extensions.ts), one line per game. */
import type { RegisteredGameServices } from '../extensions';
import { everzoneServices } from './everzone';
import { evyServices } from './evy';

export const GAME_SERVICES: readonly RegisteredGameServices[] = [evyServices, everzoneServices];
