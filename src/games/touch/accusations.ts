/**
 * Accusations: "when a player starts a Showdown, each other player may make up to one
 * Accusation of a Town Elder, calling them out as being evil! To make an Accusation, a
 * player chooses a Town Elder that they believe to be evil … and immediately pays the
 * cost to investigate that Elder's Secrets … Reveal the Secrets of the Accused Town Elder.
 * If the revealed Secrets turns them into an Evil Elder, they immediately join the
 * Villain. If the Accusation is false and the Town Elder does not become evil, then the
 * player that made the Accusation immediately loses ALL other Investigation markers that
 * they have. The falsely Accused Elder's Secrets remain face up under them."
 *
 * The other players are asked one at a time, clockwise from the Showdown Hero's left, each
 * seeing the Accusations before theirs. A player is asked only if their Hero is standing,
 * can pay, and some Elder can be accused: a living or dead Town Elder outside the Hunting
 * Party with a Secret still face down (all public, so asking reveals nothing). A declared
 * Accusation is paid for at once; an Event window opens on it before the Secrets are
 * revealed, where Gossip and Rumors may change them.
 */
import type { TouchAction } from './actions';
import { elderDef, heroDef } from './content';
import { revealAll } from './elders';
import { LOOK_COST } from './legal';
import { sameTeam } from './modes';
import { heroAt, logLine, type Task, type TouchState } from './state';
import { openWindow } from './window';

export function accusable(state: TouchState): number[] {
  const party = new Set(state.showdown?.party.map((p) => p.elder));
  return state.elders.flatMap((e, i) =>
    (e.status === 'town' || e.status === 'dead') && !party.has(i) && e.secrets.some((s) => !s.faceUp) ? [i] : [],
  );
}

/** Asks the next player who may accuse; the task stays under the question until everyone has been asked. */
export function runAccusations(state: TouchState, task: Extract<Task, { t: 'accusations' }>): void {
  const showdown = state.showdown;
  if (!showdown || accusable(state).length === 0) return;
  const n = state.heroes.length;
  for (let k = task.next; k < n; k++) {
    const index = (showdown.hero + k) % n;
    const hero = heroAt(state, index);
    // An Accusation calls out a rival's Showdown: allies (all Heroes in Cooperative play) are not asked.
    if (hero.ko || hero.investigation < LOOK_COST || sameTeam(state, index, showdown.hero)) continue;
    state.tasks.push({ t: 'accusations', next: k + 1 });
    state.prompt = { kind: 'accuse', hero: index };
    return;
  }
}

export function accuseActions(state: TouchState): TouchAction[] {
  return [
    ...accusable(state).map((elder) => ({
      key: `accuse:${state.elders[elder]!.elder}`,
      type: 'accuse' as const,
      elder,
    })),
    { key: 'accuse:none', type: 'accuse', elder: -1 },
  ];
}

export function accuse(state: TouchState, index: number, elder: number): void {
  if (elder < 0) return;
  const hero = heroAt(state, index);
  const e = state.elders[elder]!;
  const who = heroDef(hero.hero).name;
  hero.investigation -= LOOK_COST;
  logLine(state, `${who} accuses ${elderDef(e.elder).name} of being in league with the Villain!`);
  // "Gossip and Rumors may be played to interrupt an Accusation … after the Accusation has been declared, but before the Secrets are revealed."
  state.tasks.push({ t: 'accused', hero: index, elder });
  openWindow(state, 'showdown', null);
}

/** The window on a declared Accusation has closed: the Secrets are revealed and a false Accusation costs the rest. */
export function resolveAccusation(state: TouchState, index: number, elder: number): void {
  const hero = heroAt(state, index);
  const e = state.elders[elder]!;
  const who = heroDef(hero.hero).name;
  revealAll(state, elder, index);
  if (e.status === 'evil') return;
  logLine(state, `The Accusation is false: ${who} loses all ${hero.investigation} Investigation.`);
  hero.investigation = 0;
}
