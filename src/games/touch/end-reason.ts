/**
 * Why a game of A Touch of Evil ended: a Hero defeated the Villain in a Showdown (its last
 * Wound, or a Daring Confrontation), the Shadow Track moved into Darkness, every Hero was
 * KO'd at once (Cooperative), or a Lone Hero at Apocalypse was KO'd a third time. Read
 * from the spectator's view: the end tells only what the table saw.
 */
import type { EndReasonText } from '../../engine';
import { SHADOWBROOK } from './board';
import { cardOf } from './cards';
import { heroDef, villainDef } from './content';
import { theVillain, villainHealthOf } from './goal-line';
import { levelOf, modeOf, teamOf } from './modes';
import { DARKNESS } from './track';
import type { TouchView } from './view';

const heroName = (view: TouchView, hero: number): string => heroDef(view.heroes[hero]!.hero).name;

/** The Hero whose seat won: among several on that seat, the one in the Showdown. */
function victor(view: TouchView): number {
  const ofSeat = view.heroes.flatMap((h, i) => (h.seat === view.winner ? [i] : []));
  const fought = ofSeat.filter((i) => view.showdown?.heroes.includes(i));
  return (fought.length === 1 ? fought[0] : view.showdown?.hero) ?? ofSeat[0] ?? 0;
}

function lairWhere(view: TouchView): string {
  const lair = view.showdown?.lair;
  if (lair === undefined) return 'in its Lair';
  const location = cardOf('lair', lair).location;
  const space = SHADOWBROOK.spaces.find((s) => s.id === location);
  return space ? `in its Lair at the ${space.name.replace(/^The /, '')}` : 'in its Lair';
}

function lossHeadline(view: TouchView, the: string, left: number): string {
  if (view.track <= DARKNESS) {
    return modeOf(view.config) === 'cooperative'
      ? `The town fell into Darkness with ${the} at ${left} Health`
      : `Darkness fell: the Shadow Track reached ${DARKNESS}`;
  }
  const thrice = view.heroes.findIndex((h) => (h.kos ?? 0) >= 3);
  if (levelOf(view.config) === 'apocalypse' && thrice >= 0)
    return `${heroName(view, thrice)} was KO'd for the third time (Apocalypse): ${the} wins`;
  if (view.heroes.every((h) => h.ko)) return `Every Hero was KO'd at the same time: ${the} wins`;
  return `${the.charAt(0).toUpperCase()}${the.slice(1)} wins`;
}

export function touchEndReason(view: TouchView): EndReasonText | null {
  if (view.phase !== 'over') return null;
  const name = villainDef(view.villain.villain).name;
  const health = villainHealthOf(view);
  const left = Math.max(0, health - view.villain.wounds);
  const details = [
    `Shadow Track at ${view.track}`,
    `${name}: ${view.villain.wounds} of ${health} Wounds`,
    `round ${view.round}`,
  ];
  const the = theVillain(view);
  if (view.winner === null) return { headline: lossHeadline(view, the, left), details: [details.join(' · ')] };
  const won = victor(view);
  const hero = heroName(view, won);
  const mode = modeOf(view.config);
  const mates = view.heroes.flatMap((_, i) =>
    i !== won && teamOf(view.config, i) === teamOf(view.config, won) ? [heroName(view, i)] : [],
  );
  const team =
    mode === 'cooperative'
      ? ': the Heroes win together'
      : mode === 'team' && mates.length > 0
        ? `: the Team of ${hero} and ${mates.join(' and ')} wins`
        : '';
  return { headline: `${hero} defeated ${the} ${lairWhere(view)}${team}`, details: [details.join(' · ')] };
}
