/**
 * What the rules' hot paths ask of a card's ability (is it an extended one? may it be
 * declared? does it forbid supports?), worked out once per card definition and kept
 * per card instance, so that asking costs an array read instead of a walk of its ops.
 */
import type { ForcesCardDef } from '../types';
import { findOp, isDeclared } from './vocabulary';

/** An extended skill or effect: always on while its card is active or in play. */
export const EXTENDED = 1;
/** Declared by a player (`isDeclared`). */
export const DECLARED = 2;
/** May be activated from the hand instead of playing a support (Gunlid). */
export const ALT_ACTIVATION = 4;
/** Keeps opponents from playing supports (Virago). */
export const FORBIDS_SUPPORTS = 8;
/** Keeps units from being destroyed (Sea Arrow, Dome, Derran Lock). */
export const PREVENTS_DESTROY = 16;

function flagsOf(def: ForcesCardDef): number {
  const ability = def.ability;
  if (!ability) return 0;
  let flags = 0;
  if (ability.kind === 'extended') flags |= EXTENDED;
  if (isDeclared(ability)) flags |= DECLARED;
  if (findOp(ability, 'alt-activation')) flags |= ALT_ACTIVATION;
  if (findOp(ability, 'forbid-supports')) flags |= FORBIDS_SUPPORTS;
  if (findOp(ability, 'prevent-destroy')) flags |= PREVENTS_DESTROY;
  return flags;
}

/**
 * The flags of each instance of a list, by instance id, from the list's definitions
 * table (`EzRules.defsOf`), which copies of a state share: so is the result.
 */
export function abilityProfiles(): (defs: readonly ForcesCardDef[]) => Uint8Array {
  const tables = new WeakMap<readonly ForcesCardDef[], Uint8Array>();
  let lastDefs: readonly ForcesCardDef[] | null = null;
  let last: Uint8Array = new Uint8Array(0);
  return (defs) => {
    if (defs === lastDefs) return last;
    let table = tables.get(defs);
    if (!table) {
      table = Uint8Array.from(defs, flagsOf);
      tables.set(defs, table);
    }
    lastDefs = defs;
    last = table;
    return table;
  };
}
