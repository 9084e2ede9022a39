/**
 * "Why not?" in EverZone: the moves a player looks for that the rules do not allow now, with
 * the rule in words, read from the seat's own view (its hand and face-down cards are its own):
 * - Activate a unit: its terrains do not include the location's, or it needs more resources
 *   than the turn's limit leaves ("Activation and Deactivation");
 * - Play a support: its terrains, its cost against what the limit leaves, or the support
 *   already played this turn ("Playing Support Cards");
 * - Reveal a support marshalled face down: only units are revealed ("Reveal");
 * - Marshal once the face-down units are spent: "Marshalling only happens once each battle";
 * - Surrender while the army is about to be beaten: only "at the end of a battle turn".
 */
import type { Seat, Unavailable } from '../../engine';
import type { EzRules } from './rules-context';
import { fightsAt } from './state';
import { SURRENDERS_ALLOWED } from './turn-end';
import type { CardView, EverzoneView, ForcesCardDef, LocationDef, PlayerView, Terrain } from './types';

const TERRAIN_WORDS: Record<Terrain, string> = { earth: 'Earth', sea: 'Sea', space: 'Space' };

/** Where a card may go, as the card says it: "Earth or Sea". */
function terrainList(terrains: readonly Terrain[]): string {
  const names = terrains.map((t) => TERRAIN_WORDS[t]);
  if (names.length <= 1) return names[0] ?? 'no terrain';
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** "a Sea", "an Earth". */
function terrainArticle(terrain: Terrain): string {
  return `${terrain === 'earth' ? 'an' : 'a'} ${TERRAIN_WORDS[terrain]}`;
}

/** What `seat` reads off its own view for the rules below. */
interface Seen {
  rules: EzRules;
  view: EverzoneView;
  me: PlayerView;
  loc: LocationDef;
  limit: number;
  /** Resources the seat's limit group uses now (merged allies in 1v1v1 share one limit). */
  used: number;
}

function defOf(rules: EzRules, card: CardView): ForcesCardDef {
  return rules.card(card.def);
}

/** A card's resources now: a cost an ability set (a public modifier), else the printed one. */
function costOf(seen: Seen, card: CardView): number {
  for (const m of seen.view.modifiers) {
    const d = m.data;
    if (d.kind === 'cost' && d.card === card.id && typeof d.cost === 'number') return d.cost;
  }
  return defOf(seen.rules, card).cost;
}

function groupUsed(view: EverzoneView, seat: Seat): number {
  const group =
    view.config.format === '1v1v1' ? (view.stage.sides.find((side) => side.includes(seat)) ?? [seat]) : [seat];
  return group.reduce((sum, s) => sum + (view.players[s]?.resourcesUsed ?? 0), 0);
}

/** The next battle turn's limit, when the battle has one. */
function nextLimit(seen: Seen): number | null {
  return seen.loc.resources[seen.view.battleTurn + 1] ?? null;
}

export function everzoneWhyNot(rules: EzRules, view: EverzoneView, seat: Seat): Unavailable[] {
  const me = view.players[seat];
  const loc = view.location;
  if (!me || !loc || view.limit === null) return [];
  const seen: Seen = { rules, view, me, loc, limit: view.limit, used: groupUsed(view, seat) };
  const out: Unavailable[] = [];
  const turn = view.phase === 'activate' || view.phase === 'declare' ? view.current === seat : false;
  if (view.phase === 'reveal' && view.stage.waiting.includes(seat)) out.push(...revealSupports(seen));
  if (view.phase === 'activate' && turn) out.push(...activations(seen));
  if (view.phase === 'declare' && turn) {
    out.push(...supports(seen));
    out.push(...surrender(seen, seat));
    out.push(...marshal(seen));
  }
  // The table keys items by label: one item per move.
  return out.filter((item, i) => out.findIndex((other) => other.label === item.label) === i);
}

// ---------------------------------------------------------------- Activation and Deactivation

function activations(seen: Seen): Unavailable[] {
  const { rules, view, me, loc, limit } = seen;
  const forced = view.stage.activation === 'forced';
  const ownActive = me.active.reduce((sum, c) => sum + costOf(seen, c), 0);
  // The activation step chooses the whole army again; a forced activation only adds to it.
  const budget = forced ? limit - seen.used : limit - (seen.used - ownActive);
  const out: Unavailable[] = [];
  for (const card of me.inactive) {
    const def = defOf(rules, card);
    if (!fightsAt(def, loc)) {
      out.push({
        label: `Activate ${def.name}`,
        reason: `${def.name} can fight only on ${terrainList(def.terrains)}, but ${loc.name} is ${terrainArticle(loc.terrain)} location, so it stays deactivated for this battle.`,
      });
      continue;
    }
    const cost = costOf(seen, card);
    if (cost <= budget) continue;
    const taken = limit - budget;
    const next = nextLimit(seen);
    out.push({
      label: `Activate ${def.name}`,
      reason:
        `${def.name} needs ◆${cost} but this battle turn’s resource limit is ◆${limit}` +
        (taken > 0
          ? `, of which ◆${taken} is already taken (${forced ? 'active units and ' : ''}supports in play)`
          : '') +
        (next !== null && next > limit ? `; the limit rises to ◆${next} next turn.` : '.'),
    });
  }
  return out;
}

// ---------------------------------------------------------------- Playing Support Cards

function supports(seen: Seen): Unavailable[] {
  const { rules, view, me, loc, limit } = seen;
  const inHand = me.hand.filter((c): c is CardView => c !== null && defOf(rules, c).type === 'support');
  if (inHand.length === 0) return [];
  const turns = view.battleTurn + 1;
  const last = view.battleTurn + 1 >= loc.resources.length;
  if (me.supportsPlayed >= turns) {
    return [
      {
        label: 'Play a support',
        reason:
          `one support may be played per battle turn (more only to catch up on earlier turns): you have played ${me.supportsPlayed} in ${turns} turn${turns > 1 ? 's' : ''} of this battle` +
          (last ? ', and this is its last turn.' : '; you may play another next turn.'),
      },
    ];
  }
  const free = limit - seen.used;
  const out: Unavailable[] = [];
  for (const card of inHand) {
    const def = defOf(rules, card);
    if (!def.terrains.includes(loc.terrain)) {
      out.push({
        label: `Play ${def.name}`,
        reason: `${def.name} can be played only at ${terrainList(def.terrains)} locations, but ${loc.name} is ${terrainArticle(loc.terrain)} location.`,
      });
      continue;
    }
    const cost = costOf(seen, card);
    if (cost <= free) continue;
    const hint =
      me.supports.length > 0
        ? '; retreating a support in play frees its resources'
        : !last && (nextLimit(seen) ?? 0) > limit
          ? '; the limit rises next turn'
          : '';
    out.push({
      label: `Play ${def.name}`,
      reason: `${def.name} costs ◆${cost} and only ◆${Math.max(0, free)} of this turn’s ◆${limit} resource limit is left once active units and supports in play count${hint}.`,
    });
  }
  return out;
}

// ---------------------------------------------------------------- Reveal

function revealSupports(seen: Seen): Unavailable[] {
  const out: Unavailable[] = [];
  for (const card of seen.me.marshalled) {
    if (!card) continue;
    const def = defOf(seen.rules, card);
    if (def.type !== 'support') continue;
    out.push({
      label: `Reveal ${def.name}`,
      reason: `only units are revealed: a support marshalled face down stays there until the Retreat phase, since supports are played from the hand.`,
    });
  }
  return out;
}

// ---------------------------------------------------------------- Marshal phase

/**
 * "Marshalling only happens once each battle": asked when the seat's army is empty, no unit waits
 * face down, and its hand holds units that could fight here.
 */
function marshal(seen: Seen): Unavailable[] {
  const { rules, view, me, loc } = seen;
  if (me.active.length > 0) return [];
  if (me.marshalled.some((c) => c !== null && defOf(rules, c).type !== 'support')) return [];
  const waiting = me.hand.some(
    (c) => c !== null && defOf(rules, c).type !== 'support' && fightsAt(defOf(rules, c), loc),
  );
  if (!waiting) return [];
  return [
    {
      label: 'Marshal',
      reason:
        'units are marshalled only once each battle, before its first battle turn' +
        (view.locationsLeft > 0
          ? ': the units in your hand can be marshalled at the next location.'
          : ', and this is the last location of the war.'),
    },
  ];
}

// ---------------------------------------------------------------- Surrendering

/** Asked while the army the seat's side faces would beat it in this turn's clash. */
function surrender(seen: Seen, seat: Seat): Unavailable[] {
  const { view, loc } = seen;
  const side = view.stage.sides.findIndex((s) => s.includes(seat));
  const mine = view.armies[side];
  if (side < 0 || !mine) return [];
  const beaten = view.stage.targets.some(
    (target, other) =>
      other !== side && target === side && (view.armies[other]?.attack ?? 0) >= Math.max(1, mine.defence),
  );
  if (!beaten) return [];
  const last = view.battleTurn + 1 >= loc.resources.length;
  const team = view.teams[seen.me.team];
  const third =
    team !== undefined && team.surrenders >= SURRENDERS_ALLOWED ? ' (a third surrender puts your side out)' : '';
  return [
    {
      label: 'Surrender',
      reason: last
        ? `this is the last battle turn at ${loc.name}: the battle ends after this clash, so there is no surrender to make.`
        : `a side may surrender only at the end of a battle turn, after the clash: your side will be asked then${third}.`,
    },
  ];
}
