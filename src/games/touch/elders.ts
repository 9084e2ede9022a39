/**
 * Town Elders and their Secrets: gaining Secrets face down, Looking (and revealing
 * Reveal Immediately Secrets), Peeking, revealing, Evil Elders, and death.
 */
import { cardOf, discardCard, drawCard } from './cards';
import { elderDef, heroDef } from './content';
import { elderLeaves, secretRevealed } from './elder-allies';
import { lookAudience, modeOf } from './modes';
import { moveShadow } from './shadow';
import { villainEndures } from './endurance';
import { heroAt, logLine, type ElderState, type TouchState } from './state';
import { plural } from '../../engine';

/** Elders still Town Elders: alive and not Evil. */
export function livingTownElders(state: TouchState): number[] {
  return state.elders.flatMap((e, i) => (e.status === 'town' ? [i] : []));
}

function elderName(elder: ElderState): string {
  return elderDef(elder.elder).name;
}

/**
 * "When this happens, a new Secret card is drawn, without looking, and placed face-down
 * under the Town Elder's card. If a Town Elder ever has 3 or more Secret cards at once,
 * they are immediately revealed." Evil Elders "will no longer … gain new Secrets".
 */
export function gainSecrets(state: TouchState, index: number, count: number): void {
  const elder = state.elders[index]!;
  if (elder.status === 'evil' || elder.status === 'removed') return;
  for (let i = 0; i < count; i++) {
    const card = drawCard(state, 'secret');
    if (card === null) break;
    elder.secrets.push({ card, seenBy: 0, faceUp: false });
  }
  logLine(state, `${elderName(elder)} gains ${plural(count, 'Secret')}.`);
  if (elder.secrets.length >= 3) revealAll(state, index, null);
}

/** Reveals every Secret of an Elder and resolves them; `hero` is who revealed them (null: no one). */
export function revealAll(state: TouchState, index: number, hero: number | null): void {
  const elder = state.elders[index]!;
  for (const slot of elder.secrets) if (!slot.faceUp) revealSlot(state, index, slot.card, hero);
}

/** Turns one Secret face up and resolves it: its effects, and an Evil Secret's Evil Elder. */
export function revealSlot(state: TouchState, index: number, card: number, hero: number | null): void {
  const elder = state.elders[index]!;
  const slot = elder.secrets.find((s) => s.card === card);
  if (!slot || slot.faceUp) return;
  slot.faceUp = true;
  const def = cardOf('secret', card);
  logLine(state, `${elderName(elder)}'s Secret is revealed: ${def.name}.`);
  if (def.reveal && hero !== null) state.tasks.push({ t: 'effects', hero, effects: def.reveal });
  if (def.evil) turnEvil(state, index);
  else secretRevealed(state, index, card, hero);
}

/**
 * "An Evil Elder immediately discards all other Secrets it has that are not Keyword
 * Evil"; a dead Elder revealed Evil "faked their own death" and joins the Villain too.
 */
export function turnEvil(state: TouchState, index: number): void {
  const elder = state.elders[index]!;
  if (elder.status === 'evil' || elder.status === 'removed') return;
  elder.status = 'evil';
  elderLeaves(state, index);
  for (const slot of elder.secrets.filter((s) => !cardOf('secret', s.card).keywords.includes('Evil')))
    discardCard(state, 'secret', slot.card);
  elder.secrets = elder.secrets.filter((s) => cardOf('secret', s.card).keywords.includes('Evil'));
  for (const slot of elder.secrets) slot.faceUp = true;
  logLine(state, `${elderName(elder)} is an Evil Elder and joins the Villain as ${elderDef(elder.elder).evil.name}.`);
}

/**
 * "Whenever a Town Elder is killed, move the Shadow Track 2 spaces closer to Darkness …
 * When an Evil Elder is killed, they are simply removed from the game."
 */
export function killElder(state: TouchState, index: number): void {
  const elder = state.elders[index]!;
  // Sign of the Dark Omen: "Discard the marker to prevent the Town Elder from being killed".
  if (elder.status === 'town' && elder.resolve) {
    delete elder.resolve;
    logLine(state, `${elderName(elder)} discards the Resolve token and is not killed.`);
    return;
  }
  elderLeaves(state, index);
  if (elder.status === 'evil') {
    elder.status = 'removed';
    logLine(state, `${elderName(elder)} is slain and removed from the game.`);
    return;
  }
  if (elder.status !== 'town') return;
  elder.status = 'dead';
  moveShadow(state, 2, `${elderName(elder)} is killed`);
  villainEndures(state, `${elderName(elder)} dies`);
  // Cooperative play: "When a Town Elder is killed, move the Shadow Track as normal and then reveal all of that Elder's Secrets."
  if (modeOf(state.config) === 'cooperative' && state.phase !== 'over') revealAll(state, index, null);
}

/** The Elders whose Secrets a Hero may look at: "A Hero may still investigate the Secrets of a dead Town Elder." */
export function lookable(state: TouchState): number[] {
  return state.elders.flatMap((e, i) => ((e.status === 'town' || e.status === 'dead') && e.secrets.length ? [i] : []));
}

/**
 * Looks at (or Peeks at) every Secret of an Elder: the seat sees them (a secret log
 * line); everyone else learns only that it looked. On a Look, "Some Secrets are listed
 * in large red text as Reveal Immediately … it must be revealed to all players".
 */
export function lookAtSecrets(state: TouchState, hero: number, index: number, peek: boolean): void {
  const elder = state.elders[index]!;
  const seat = heroAt(state, hero).seat;
  const audience = lookAudience(state, hero, peek);
  for (const slot of elder.secrets) slot.seenBy |= audience;
  const names = elder.secrets.map((s) => cardOf('secret', s.card).name).join(', ') || 'nothing';
  const who = heroDef(heroAt(state, hero).hero).name;
  const verb = peek ? 'peeks at' : 'looks at';
  logLine(state, `${who} ${verb} ${elderName(elder)}'s Secrets.`, seat, {
    seats: state.heroes.flatMap((h) => (audience & (1 << h.seat) ? [h.seat] : [])),
    text: `${who} ${verb} ${elderName(elder)}'s Secrets: ${names}.`,
  });
  if (peek) return;
  for (const slot of [...elder.secrets])
    if (!slot.faceUp && cardOf('secret', slot.card).revealImmediately) revealSlot(state, index, slot.card, hero);
}

/** Gossip and Rumors: discard one Secret of the Elder just peeked at, which gains a new one face down. */
export function replaceSecret(state: TouchState, index: number, position: number): void {
  const elder = state.elders[index]!;
  const [slot] = elder.secrets.splice(position, 1);
  if (!slot) return;
  discardCard(state, 'secret', slot.card);
  logLine(state, `A Secret of ${elderName(elder)} is discarded.`);
  gainSecrets(state, index, 1);
}
