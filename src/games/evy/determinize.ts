/**
 * A full state consistent with Evy's view: everything on the board and in hand is
 * public; only the face-down cards are not. The cards Evy has not seen are shuffled
 * among the dealt slots whose number was not turned over, and the PRNG is re-seeded
 * from the given one. Reading the view is done once per `determinizer`.
 */
import { createRng, nextUint32, shuffleInPlace, type LogEntry, type RngState, type Seat } from '../../engine';
import { evyDeck } from './content';
import { cellOf, geometry, type MapGeometry } from './geometry';
import { NO_LOG, adventureOf, cloneState, pos, type EvyState, type MonsterPhaseState } from './state';
import type { EvyCardId, EvyView, Hex } from './types';

interface Template {
  base: EvyState;
  /** Deck slots (index n - 1) whose card is hidden, and the hidden cards. */
  holes: number[];
  unseen: number[];
}

export function determinize(view: EvyView, seat: Seat, rng: RngState): EvyState {
  return determinizer(view, seat)(rng);
}

export function determinizer(view: EvyView, _seat: Seat, forSearch = false): (rng: RngState) => EvyState {
  const template = readView(view);
  if (forSearch) template.base.log = NO_LOG;
  const { base, holes, unseen } = template;
  // One shuffling buffer per determinizer: each call refills it, so dealing allocates nothing.
  const cards = unseen.slice();
  return (rng) => {
    const state = cloneState(base);
    for (let i = 0; i < unseen.length; i++) cards[i] = unseen[i] as number;
    shuffleInPlace(rng, cards);
    for (let i = 0; i < holes.length; i++) state.deck[holes[i] as number] = cards[i] as number;
    state.rng = createRng(nextUint32(rng));
    return state;
  };
}

function readView(view: EvyView): Template {
  const config = view.config;
  const maps = geometry(adventureOf(config));
  const cell = (map: number, h: Hex): number => cellOf(maps[map] as MapGeometry, h);

  const seen = new Set<number>([
    ...view.hand.map((c) => c.id),
    ...view.discarded.map((c) => c.id),
    ...view.carried.map((c) => c.id),
  ]);
  for (const r of view.revealed) seen.add(r.card);
  const cards = evyDeck(config);
  const unseen = cards.ids.map((_, i) => i).filter((i) => !seen.has(i));
  const deck = new Array<number>(view.deckSize).fill(-1);
  const taken = view.revealed.map((r) => r.number);
  for (const r of view.revealed) deck[r.number - 1] = r.card;
  const holes: number[] = [];
  for (let i = 0; i < deck.length; i++) if (deck[i] === -1) holes.push(i);
  if (holes.length !== unseen.length) {
    throw new Error(`The view hides ${holes.length} card slots but ${unseen.length} cards are unseen.`);
  }

  const uses = cards.defs.map((def) => def.uses ?? 0);
  for (const c of view.hand) uses[c.id] = c.usesLeft ?? 0;
  const mpView = view.monsterPhase;
  const monsterPhase: MonsterPhaseState | null = mpView
    ? {
        ma: mpView.actions,
        stage: mpView.stage,
        attacked: mpView.attacked.slice(),
        done: mpView.done.slice(),
        hitBy: mpView.hitBy,
        choice: !mpView.choice
          ? null
          : mpView.choice.kind === 'monster'
            ? { kind: 'monster', options: mpView.choice.options.slice() }
            : {
                kind: 'tile',
                monster: mpView.choice.monster,
                options: mpView.choice.options.map((h) => cell(view.map, h)),
              },
      }
    : null;
  const log: LogEntry[] = view.log.map((l) =>
    l.seat === undefined ? { text: l.text } : { seat: l.seat, text: l.text },
  );
  const base: EvyState = {
    config,
    rng: { a: 0, b: 0, c: 0, d: 0 },
    phase: view.phase,
    turn: view.turn,
    map: view.map,
    evy: cell(view.map, view.evy),
    hp: view.hp,
    hand: view.hand.map((c) => c.id),
    uses,
    monsters: view.monsters.map((m) => ({
      id: m.id,
      map: m.map,
      cell: cell(m.map, m),
      hp: m.boss ? (m.health as number) : 1,
      boss: m.boss === true,
    })),
    nextMonsterId: view.nextMonsterId,
    doors: view.closedDoors.map((d) => pos(d.map, cell(d.map, d.at))),
    items: view.items.map((d) => pos(d.map, cell(d.map, d.at))),
    collected: view.collected.slice(),
    deck,
    taken,
    carried: view.carried.map((c) => c.id),
    discarded: view.discarded.map((c) => c.id),
    movesLeft: view.movesLeft,
    attackLeft: view.attackLeft,
    offers: view.offers.slice(),
    offerCell: view.offerAt ? cell(view.map, view.offerAt) : -1,
    monsterPhase,
    frozen: view.frozen,
    objectiveStep: view.objectiveStep,
    waypoint: view.waypointsDone,
    floor: view.floor ?? 0,
    floorTaken: view.floorTaken,
    lastLiftTile: view.lastLiftTile ? cell(view.map, view.lastLiftTile) : -1,
    floors: view.floors ?? 0,
    picked: view.picked.slice(),
    result: view.result,
    kept: view.kept === null ? null : keptInstance(view),
    undoable: view.undoable,
    lastMonsterPhase: view.lastMonsterPhase.slice(),
    log,
  };
  return { base, holes, unseen };
}

/** The kept card left the hand when chosen; it is the one instance of that id not elsewhere. */
function keptInstance(view: EvyView): number {
  const inHand = view.hand.find((c) => c.def === view.kept);
  return inHand ? inHand.id : evyDeck(view.config).ids.indexOf(view.kept as EvyCardId);
}
