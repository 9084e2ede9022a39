/**
 * The moves a Girl vs. the Evil Queen player looks for that the rules do not allow now, with
 * the rule in words, read from the seat's own view (docs/rules/queen.md):
 * - an ability of the face-up side whose cost the points played this turn do not reach;
 * - an ability, an Action card or an Ability Points card with nothing to act on ("An effect with
 *   no legal target makes its card or ability unplayable"; points only pay for abilities);
 * - an ability of the other side, after the ally's death flipped the card to its Alone side;
 * - playing a card once the turn has ended with the draw ("You cannot play any cards after that");
 * - defeating a drawn Demon without a Weapon on the table, or with a Weapon still in hand.
 */
import type { Seat, Unavailable } from '../../engine';
import { findCharacter } from './content';
import type { AbilityDef, QueenView, SeatStateView } from './types';
import { allyView, noTargetReason, orList, pointsText, seatView, viewCardDef } from './why-not-targets';

export function queenWhyNot(view: QueenView, seat: Seat): Unavailable[] {
  const me = seatView(view, seat);
  if (!me) return [];
  const items =
    view.phase === 'turn' && view.current === seat && me.alive
      ? turnItems(view, seat, me)
      : view.phase === 'prompt' && view.prompt?.seat === seat
        ? promptItems(view, seat, me)
        : [];
  // The table keys the items by label: one item per name.
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.label) && seen.add(item.label));
}

function turnItems(view: QueenView, seat: Seat, me: SeatStateView): Unavailable[] {
  const out: Unavailable[] = [];
  const character = findCharacter(me.character);
  const abilities: AbilityDef[] = character ? character.sides[me.side].abilities : [];
  const hand = me.hand.flatMap((card) => {
    const def = card ? viewCardDef(view, card.def) : undefined;
    return def ? [def] : [];
  });
  const handPoints = hand.reduce((sum, def) => sum + (def.kind === 'points' ? (def.points ?? 0) : 0), 0);
  const hasPointsCard = hand.some((def) => def.kind === 'points');
  // Abilities matter to a player who has points in play, or cards to make them with.
  const thinkingOfAbilities = view.points > 0 || hasPointsCard;

  for (const ability of abilities) {
    const blocked = noTargetReason(view, seat, ability.effect, hand.length);
    if (blocked !== null) {
      if (view.points + handPoints >= ability.cost) {
        out.push({ label: ability.name, reason: `${ability.name} has nothing to act on: ${blocked}.` });
      }
    } else if (ability.cost > view.points && thinkingOfAbilities) {
      out.push({ label: ability.name, reason: costReason(ability, view.points, handPoints) });
    }
  }

  const ally = allyView(view, seat);
  if (character && me.side === 'alone' && ally && !ally.alive && thinkingOfAbilities) {
    const aloneIds = new Set(abilities.map((a) => a.id));
    const aloneNames = orList(abilities.map((a) => a.name));
    for (const ability of character.sides.team.abilities) {
      if (aloneIds.has(ability.id)) continue;
      out.push({
        label: ability.name,
        reason: `${ability.name} is on the Team side of your Character card, and since your ally died the card shows its Alone side: only ${aloneNames} can be used now.`,
      });
    }
  }

  for (const def of hand) {
    if (def.kind === 'action' && def.effect) {
      const blocked = noTargetReason(view, seat, def.effect, hand.length - 1);
      if (blocked !== null) out.push({ label: def.name, reason: `${def.name} has nothing to act on: ${blocked}.` });
    } else if (def.kind === 'points') {
      const usable = abilities.some((a) => noTargetReason(view, seat, a.effect, hand.length - 1) === null);
      if (!usable) {
        out.push({
          label: def.name,
          reason: `Ability Points only pay for your abilities, and ${noneUsable(abilities.map((a) => a.name))} now, so playing it would only throw it away.`,
        });
      }
    }
  }
  return out;
}

/** "Foresight has nothing to act on", "neither A nor B has…", "none of A, B or C has…". */
function noneUsable(names: string[]): string {
  if (names.length === 0) return 'your character has no ability to use';
  if (names.length === 1) return `${names[0]} has nothing to act on`;
  if (names.length === 2) return `neither ${names[0]} nor ${names[1]} has anything to act on`;
  return `none of ${orList(names)} has anything to act on`;
}

function costReason(ability: AbilityDef, points: number, handPoints: number): string {
  const have = points === 0 ? 'you have none in play this turn' : `you have ${points} in play this turn`;
  const tail =
    points + handPoints >= ability.cost
      ? 'play Ability Points cards from your hand to make up the rest'
      : handPoints === 0
        ? 'you hold no more Ability Points cards, so it cannot be paid this turn'
        : `your Ability Points cards in hand add only ${handPoints} more, so it cannot be paid this turn`;
  return `${ability.name} costs ${pointsText(ability.cost)} and ${have}: ${tail}.`;
}

function promptItems(view: QueenView, seat: Seat, me: SeatStateView): Unavailable[] {
  const detail = view.prompt?.detail;
  if (!detail || detail.actor !== seat) return [];
  const out: Unavailable[] = [];
  const drawn = detail.purpose === 'defeat-demon' || detail.purpose === 'place-demon';
  if (drawn && !detail.midTurn && me.alive && me.handCount > 0) {
    out.push({
      label: 'Play a card',
      reason: 'Your turn ended when you drew: no card may be played after the draw, only the Demon is dealt with now.',
    });
  }
  const tables = view.config.variant === 'euro' && allyView(view, seat) ? 'your table or your ally’s' : 'your table';
  if (detail.purpose === 'defeat-demon') {
    for (const card of me.hand) {
      const def = card ? viewCardDef(view, card.def) : undefined;
      if (def?.kind !== 'weapon') continue;
      out.push({
        label: def.name,
        reason: `Only a Weapon already on ${tables} can defeat a Demon, and ${def.name} is still in your hand.`,
      });
    }
  }
  const last = view.lastDemon;
  if (detail.purpose === 'place-demon' && !me.alive && last?.seat === seat && last.defeatedWith === null) {
    out.push({
      label: 'Defeat the Demon',
      reason: `Only a Weapon on ${tables} can defeat a Demon, and there was none there, so the Demon killed you; you still put it back in the Draw Pile.`,
    });
  }
  return out;
}
