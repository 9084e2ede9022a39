/**
 * What Evy's player sees: everything but the face-down cards (which card lies under
 * which numbered tile, and the unused rest of the deck) and the PRNG.
 */
import { redactLog, type Viewer } from '../../engine';
import { nextWaypointLetter } from './distance';
import { CARD, hexOf, type MapGeometry } from './geometry';
import { adventure, cardId, isGhost, mapsOf, posCell, posMap, tokensLeft, type EvyState } from './state';
import type { CardInHandView, EvyView, MonsterView } from './types';
import { monsterLabel } from './words';

/** A card as the player sees it; weapon and movement cards show the uses left on their tracker. */
export function cardView(state: EvyState, card: number): CardInHandView {
  const def = cardId(state, card);
  const usesLeft = state.uses[card] ?? 0;
  return usesLeft > 0 ? { id: card, def, usesLeft } : { id: card, def };
}

export function view(state: EvyState, viewer: Viewer): EvyView {
  const adv = adventure(state);
  const maps = mapsOf(state);
  const geoOf = (m: number): MapGeometry => maps[m] as MapGeometry;
  const ghost = isGhost(state);
  const monsters: MonsterView[] = state.monsters.map((m) => {
    const v: MonsterView = { id: m.id, map: m.map, ...hexOf(geoOf(m.map), m.cell), ghost };
    if (m.boss) {
      v.health = m.hp;
      v.name = monsterLabel(state, m.id);
      v.boss = true;
    }
    return v;
  });
  const cardTiles: EvyView['cardTiles'] = [];
  maps.forEach((geo, m) => {
    for (let c = 0; c < geo.cells; c++) {
      if (geo.kind[c] !== CARD) continue;
      const n = geo.cardNumber[c] as number;
      // The elevator's tiles are unnumbered (0): each floor's card is offered on any of them.
      if (n === 0 && adv.rules.elevator) cardTiles.push({ map: m, at: hexOf(geo, c), number: 0 });
      else if (n > 0 && n <= state.deck.length && !state.taken.includes(n))
        cardTiles.push({ map: m, at: hexOf(geo, c), number: n });
    }
  });
  const mp = state.monsterPhase;
  const evyGeo = geoOf(state.map);
  const elevator = adv.rules.elevator !== undefined;
  return {
    viewer,
    adventure: adv,
    difficulty: state.config.difficulty ?? {},
    phase: state.phase,
    turn: state.turn,
    map: state.map,
    evy: hexOf(evyGeo, state.evy),
    hp: state.hp,
    hand: state.hand.map((c) => cardView(state, c)),
    monsters,
    tokensLeft: tokensLeft(state),
    closedDoors: state.doors.map((p) => ({ map: posMap(p), at: hexOf(geoOf(posMap(p)), posCell(p)) })),
    items: state.items.map((p) => {
      const geo = geoOf(posMap(p));
      return { map: posMap(p), at: hexOf(geo, posCell(p)), item: geo.item[posCell(p)] as string };
    }),
    cardTiles,
    revealed: state.taken.map((n) => ({
      number: n,
      def: cardId(state, state.deck[n - 1] as number),
      card: state.deck[n - 1] as number,
    })),
    movesLeft: state.movesLeft,
    attackLeft: state.attackLeft,
    monsterActions: mp ? mp.ma : null,
    lastMonsterPhase: state.lastMonsterPhase.slice(),
    objectiveStep: state.objectiveStep,
    nextWaypoint: nextWaypointLetter(state),
    floor: elevator ? state.floor : null,
    picked: state.picked.slice(),
    result: state.result,
    kept: state.kept === null ? null : cardId(state, state.kept),
    config: state.config,
    undoable: state.undoable,
    offers: state.offers.slice(),
    offerAt: elevator && state.offerCell >= 0 ? hexOf(evyGeo, state.offerCell) : null,
    monsterPhase: mp
      ? {
          actions: mp.ma,
          stage: mp.stage,
          attacked: mp.attacked.slice(),
          done: mp.done.slice(),
          hitBy: mp.hitBy,
          choice: !mp.choice
            ? null
            : mp.choice.kind === 'monster'
              ? { kind: 'monster', options: mp.choice.options.slice() }
              : { kind: 'tile', monster: mp.choice.monster, options: mp.choice.options.map((c) => hexOf(evyGeo, c)) },
        }
      : null,
    frozen: state.frozen,
    carried: state.carried.map((c) => ({ id: c, def: cardId(state, c) })),
    discarded: state.discarded.map((c) => ({ id: c, def: cardId(state, c) })),
    deckSize: state.deck.length,
    collected: state.collected.slice(),
    waypointsDone: state.waypoint,
    floorTaken: state.floorTaken,
    lastLiftTile: elevator && state.lastLiftTile >= 0 ? hexOf(evyGeo, state.lastLiftTile) : null,
    floors: elevator ? state.floors : null,
    nextMonsterId: state.nextMonsterId,
    log: redactLog(state.log, viewer),
  };
}
