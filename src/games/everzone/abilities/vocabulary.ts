/**
 * The ability vocabulary as types: one member per branch of `EZ_OP_SCHEMA` (`ability-schema.ts`),
 * written out by hand because the schema's branches are built by a helper that
 * json-schema-to-ts cannot see through. The check below fails to compile when the two
 * lists of words differ.
 */
import type { EZ_OPS } from './ability-schema';
import type { AbilityDef, Terrain } from '../types';

export type Zone = 'active' | 'inactive' | 'marshalled';
type Stat = 'attack' | 'defence' | 'range';
type Until = 'turn' | 'battle' | 'source-leaves';

export interface UnitFilter {
  side?: 'own' | 'opponent' | 'any';
  zones?: Zone[];
  maxRange?: number;
  minRange?: number;
  maxCost?: number;
  maxDefence?: number;
  maxAttack?: number;
  terrain?: Terrain;
  card?: string;
  notSelf?: boolean;
  notLeader?: boolean;
}

export type EzOp =
  | {
      op: 'army-stat';
      stat: Stat;
      amount: number;
      army?: 'own' | 'opponent';
      per?: { count: 'own-units' | 'own-supports' | 'opponent-units'; filter?: UnitFilter };
      whileOwnUnits?: boolean;
    }
  | { op: 'army-scale'; stat: Stat; factor: 'double' | 'half' }
  | { op: 'unit-stat'; stat: Stat; amount: number; target: UnitFilter; all?: boolean; until: Until }
  | { op: 'destroy'; target: UnitFilter; count: 'one' | 'all' | 'one-player' }
  | { op: 'sacrifice'; count: number; zones?: Zone[]; required: boolean; otherwise?: 'deactivate-self' }
  | { op: 'cp-damage'; amount: number }
  | { op: 'draw'; count: number }
  | { op: 'search'; type: 'unit' | 'support'; maxCost?: number; to: 'hand' | 'activate' }
  | { op: 'recover'; maxCost?: number }
  | { op: 'activate'; target: UnitFilter }
  | { op: 'deactivate'; target: UnitFilter }
  | { op: 'remarshal'; target: 'self' | UnitFilter; at: 'now' | 'turn-end' }
  | { op: 'take-control'; target: UnitFilter }
  | {
      op: 'prevent-destroy';
      who: 'self' | 'own-units';
      cause: 'clash' | 'ability' | 'any';
      opponentRangeAtMost?: number;
      until?: Until;
    }
  | { op: 'forbid-supports' }
  | { op: 'alt-activation'; cost: number }
  | { op: 'duel' };

export type OpName = EzOp['op'];
export type OpOf<N extends OpName> = Extract<EzOp, { op: N }>;

type SchemaOp = (typeof EZ_OPS)[number];
const _sameWords: [SchemaOp] extends [OpName] ? ([OpName] extends [SchemaOp] ? true : never) : never = true;
void _sameWords;

/** The ops of an ability, typed (the content was checked against the schema). */
export function opsOf(ability: AbilityDef | undefined): EzOp[] {
  return (ability?.ops ?? []) as EzOp[];
}

export function findOp<N extends OpName>(ability: AbilityDef | undefined, name: N): OpOf<N> | undefined {
  if (!ability) return undefined;
  for (const op of opsOf(ability)) if (op.op === name) return op as OpOf<N>;
  return undefined;
}

/** Declared by a player (a skill by choice, a support's effect) rather than always on or set off by events. */
export function isDeclared(ability: AbilityDef | undefined): boolean {
  if (!ability || ability.trigger) return false;
  if (ability.kind === 'extended' || ability.kind === 'contextual') return false;
  return true;
}
