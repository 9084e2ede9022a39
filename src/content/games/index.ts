/**
 * The games' content types, one line per game (each game's module is
 * `src/content/games/<id>.ts`). Everything else about content types is read
 * from this list: the registry of types (`content-types.ts`), the schema
 * registry, the standalone validators and the generator that writes them.
 */
import type { ContentType } from '../../shared/api';
import type { GameContent } from '../content-type-def';
import { EVERZONE_CONTENT } from './everzone';
import { EVY_CONTENT } from './evy';
import { MANOR_CONTENT } from './manor';
import { QUEEN_CONTENT } from './queen';

const REGISTERED = [QUEEN_CONTENT, EVY_CONTENT, EVERZONE_CONTENT, MANOR_CONTENT] as const;

export const GAME_CONTENT: readonly GameContent[] = REGISTERED;

type RegisteredType = (typeof REGISTERED)[number]['types'][number]['type'];

// `ContentType` is every game's shared list of names: a game whose list is
// there but whose module is missing above fails to compile here.
const _everyTypeRegistered: [Exclude<ContentType, RegisteredType>] extends [never] ? true : never = true;
void _everyTypeRegistered;
