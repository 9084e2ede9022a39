/** Who acts (always Evy, seat 0, until the adventure is over) and the legal actions, in a fixed order. */
import type { Seat } from '../../engine';
import { movementCardActions, skillActions, walkable, weaponActions } from './cards';
import { handLimitChoices } from './evy-turn';
import { DIRECTIONS, hexOf } from './geometry';
import { cardDef, evyMap, monsterAt, monsterById, type EvyState } from './state';
import type { EvyAction } from './types';

export function toAct(state: EvyState): Seat[] {
  return state.phase === 'over' ? [] : [0];
}

const hk = (h: { q: number; r: number }): string => `${h.q},${h.r}`;

export function legalActions(state: EvyState, seat: Seat): EvyAction[] {
  if (seat !== 0 || state.phase === 'over') return [];
  const geo = evyMap(state);
  switch (state.phase) {
    case 'monster':
      return [{ key: 'roll', type: 'roll' }];
    case 'hit': {
      const out: EvyAction[] = state.hand.map((card) => ({ key: `discard:${card}`, type: 'discard', card }));
      // With no HP left she must give up a card (with none, the attack already ended the adventure).
      if (state.hp > 0) out.push({ key: 'take-hit', type: 'take-hit' });
      return out;
    }
    case 'monster-choice': {
      const choice = state.monsterPhase?.choice;
      if (!choice) return [];
      if (choice.kind === 'monster') {
        return choice.options.map((id) => {
          const monster = hexOf(geo, monsterById(state, id).cell);
          return { key: `choose-monster:${hk(monster)}`, type: 'choose-monster', monster };
        });
      }
      return choice.options.map((cell) => {
        const to = hexOf(geo, cell);
        return { key: `choose-tile:${hk(to)}`, type: 'choose-tile', to };
      });
    }
    case 'card': {
      const n = state.offers[0];
      if (n === undefined) return [];
      return [
        { key: `flip:${n}`, type: 'flip', number: n },
        { key: `pass:${n}`, type: 'pass-card', number: n },
      ];
    }
    case 'hand-limit':
      return handLimitChoices(state).map((card) => ({ key: `discard:${card}`, type: 'discard', card }));
    case 'keep':
      return [
        ...state.hand.map((card): EvyAction => ({ key: `keep:${card}`, type: 'keep', card })),
        { key: 'keep:none', type: 'keep', card: null },
      ];
    case 'elevator-continue':
      return [
        { key: 'elevator:up', type: 'continue-elevator', go: true },
        { key: 'elevator:stop', type: 'continue-elevator', go: false },
      ];
    case 'evy':
      return evyPhaseActions(state);
  }
  return [];
}

function evyPhaseActions(state: EvyState): EvyAction[] {
  const geo = evyMap(state);
  const out: EvyAction[] = [];
  if (state.movesLeft > 0) {
    for (let d = 0; d < DIRECTIONS.length; d++) {
      const n = geo.next[state.evy * 6 + d] as number;
      if (n < 0 || !walkable(state, geo, n)) continue;
      const to = hexOf(geo, n);
      out.push({ key: `step:${hk(to)}`, type: 'step', to });
    }
    for (const card of state.hand) if (cardDef(card).kind === 'movement') out.push(...movementCardActions(state, card));
  }
  if (state.attackLeft) {
    for (let d = 0; d < DIRECTIONS.length; d++) {
      const n = geo.next[state.evy * 6 + d] as number;
      if (n < 0 || !monsterAt(state, state.map, n)) continue;
      const target = hexOf(geo, n);
      out.push({ key: `attack:${hk(target)}`, type: 'attack', target });
    }
    for (const card of state.hand) if (cardDef(card).kind === 'weapon') out.push(...weaponActions(state, card));
  }
  // "Skill cards can be used at any time during Evy's phase … does not count as one of your actions."
  for (const card of state.hand) if (cardDef(card).kind === 'skill') out.push(...skillActions(state, card));
  out.push({ key: 'end-turn', type: 'end-turn' });
  return out;
}
