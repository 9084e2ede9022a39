/**
 * All Manor of Evil's content, loaded from `content/manor/*.json`, with the lookups
 * the rules share. The JSON is validated against the schemas in `schema.ts` by the
 * tests (the games layer ships no validator).
 *
 * Card instances are numbered once for every game: the relics in content order
 * (one number per copy), then the two Clocks, then one Skeleton Key per player.
 * An instance number alone says which card it is, so views only show the numbers
 * of cards they reveal.
 */
import { stateHash } from '../../engine';
import actionsFile from '../../../content/manor/actions.json';
import componentsFile from '../../../content/manor/components.json';
import godsFile from '../../../content/manor/gods.json';
import relicsFile from '../../../content/manor/relics.json';
import rolesFile from '../../../content/manor/roles.json';
import type {
  ActionDef,
  ActionId,
  CardDef,
  ComponentsDef,
  GodDef,
  LovecraftRoleDef,
  RelicDef,
  RoleDef,
  SkeletonKeyDef,
} from './types';

export interface ManorContent {
  relics: RelicDef[];
  skeletonKey: SkeletonKeyDef;
  actions: ActionDef[];
  actionSets: number;
  gods: GodDef[];
  roles: RoleDef[];
  lovecraft: LovecraftRoleDef[];
  components: ComponentsDef;
}

/** The parsed content (without the `$schema` markers). */
export const MANOR_CONTENT: ManorContent = {
  relics: relicsFile.relics as RelicDef[],
  skeletonKey: relicsFile.skeletonKey as SkeletonKeyDef,
  actions: actionsFile.actions as ActionDef[],
  actionSets: actionsFile.sets,
  gods: godsFile.gods as GodDef[],
  roles: rolesFile.roles as RoleDef[],
  lovecraft: rolesFile.lovecraft as LovecraftRoleDef[],
  components: componentsFile as ComponentsDef,
};

/** Raw files as they are on disk, for schema validation. */
export const MANOR_CONTENT_FILES = {
  relics: relicsFile as unknown,
  actions: actionsFile as unknown,
  gods: godsFile as unknown,
  roles: rolesFile as unknown,
  components: componentsFile as unknown,
};

export const MANOR_CONTENT_HASH = stateHash(MANOR_CONTENT);

/** An elder god with this many awakening tokens at the end of a round is awakened. */
export const AWAKEN_AT = MANOR_CONTENT.components.awakenAt;

/** The action cards in initiative order, as every hand holds them. */
export const ACTIONS: readonly ActionDef[] = MANOR_CONTENT.actions.slice().sort((a, b) => a.initiative - b.initiative);
export const ACTION_IDS: readonly ActionId[] = ACTIONS.map((a) => a.id);

const ACTIONS_BY_ID = new Map(ACTIONS.map((a) => [a.id, a]));
const GODS_BY_ID = new Map(MANOR_CONTENT.gods.map((g) => [g.id, g]));
const ROLES_BY_ID = new Map<string, RoleDef | LovecraftRoleDef>([
  ...MANOR_CONTENT.roles.map((r) => [r.id, r] as const),
  ...MANOR_CONTENT.lovecraft.map((r) => [r.id, r] as const),
]);

export function actionDef(id: ActionId): ActionDef {
  const def = ACTIONS_BY_ID.get(id);
  if (!def) throw new Error(`Unknown action card "${id}".`);
  return def;
}

export function godDef(id: string): GodDef {
  const def = GODS_BY_ID.get(id);
  if (!def) throw new Error(`Unknown elder god "${id}".`);
  return def;
}

export function roleDef(id: string): RoleDef | LovecraftRoleDef {
  const def = ROLES_BY_ID.get(id);
  if (!def) throw new Error(`Unknown role "${id}".`);
  return def;
}

/** Roles dealt in a game of this many players (their player-count icon is at most it). */
export function rolesFor(players: number): string[] {
  return MANOR_CONTENT.roles.filter((r) => r.minPlayers <= players).map((r) => r.id);
}

export function lovecraftRoleIds(): string[] {
  return MANOR_CONTENT.lovecraft.map((r) => r.id);
}

export function cultistRoleIds(): string[] {
  return MANOR_CONTENT.roles.filter((r) => r.cultist !== undefined).map((r) => r.id);
}

/** The card Lovecraft shows in the solo game. */
export const AUTHOR_ROLE = 'author';

// ---------------------------------------------------------------- card instances

/** The most players (and so Skeleton Keys) a game has: six seats, or the solo player and the Cultist. */
const MAX_KEYS = 6;

function buildInstances(): CardDef[] {
  const out: CardDef[] = [];
  for (const relic of MANOR_CONTENT.relics) {
    for (let i = 0; i < relic.copies; i++) {
      out.push({
        id: relic.id,
        name: relic.name,
        kind: 'relic',
        madness: relic.madness,
        dollars: relic.dollars,
        keywords: relic.keywords,
        relic,
      });
    }
  }
  const clock = MANOR_CONTENT.components.clock;
  for (let i = 0; i < clock.copies; i++) {
    out.push({ id: 'clock', name: clock.name, kind: 'clock', madness: 0, dollars: 0, keywords: [], relic: null });
  }
  const key = MANOR_CONTENT.skeletonKey;
  for (let i = 0; i < MAX_KEYS; i++) {
    out.push({
      id: 'skeleton-key',
      name: key.name,
      kind: 'key',
      madness: key.madness,
      dollars: key.dollars,
      keywords: [],
      relic: null,
    });
  }
  return out;
}

/** Every card instance, by number. */
export const INSTANCES: readonly CardDef[] = buildInstances();

export const RELIC_COUNT = INSTANCES.filter((c) => c.kind === 'relic').length;
/** Instance numbers of the relics and of the Clocks. */
export const RELIC_IDS: readonly number[] = INSTANCES.map((_, i) => i).filter((i) => INSTANCES[i]?.kind === 'relic');
export const CLOCK_IDS: readonly number[] = INSTANCES.map((_, i) => i).filter((i) => INSTANCES[i]?.kind === 'clock');

/** The Skeleton Key that starts player `player`'s cache. */
export function keyOf(player: number): number {
  return RELIC_COUNT + CLOCK_IDS.length + player;
}

export function cardOf(id: number): CardDef {
  const def = INSTANCES[id];
  if (!def) throw new Error(`No card instance ${id}.`);
  return def;
}

export function isClock(id: number): boolean {
  return cardOf(id).kind === 'clock';
}
