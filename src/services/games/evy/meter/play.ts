/**
 * One run of the difficulty meter: the adventure played to its end like any
 * batch game (`playBatchGame`: every decision asked of the pool from Evy's view,
 * reproducible from the seed), watching Evy's view after each action to note
 * what cost her HP — the attacker (a boss by name, else the adventure's
 * monsters) and the total of the monster roll that phase — and where she stood
 * when she lost.
 */
import type { AnyGame } from '../../../../engine';
import type { EvyView, MonsterEvent } from '../../../../games/evy/types';
import type { MeterRun } from '../../../../shared/games/evy/meter-types';
import type { AiPool } from '../../../pool/ai-pool';
import type { SimPlan } from '../../../sim/plan';
import { playBatchGame } from '../../../sim/play-game';

/** Attacker name for HP lost without a monster's attack (rules effects, if any). */
export const OTHER_CAUSE = 'other';

export async function playMeterRun(pool: AiPool, plan: SimPlan, index: number, tag: string): Promise<MeterRun> {
  const game = plan.game as AnyGame;
  const damage = new DamageLedger();
  const last: { view: EvyView | null } = { view: null };
  const sim = await playBatchGame(pool, plan, index, tag, (state) => {
    const view = game.view(state, 0) as EvyView;
    if (last.view) damage.note(last.view, view);
    last.view = view;
  });
  const final = last.view;
  const base = {
    index,
    seed: sim.seed,
    actions: sim.actions,
    hash: sim.hash,
    hpLostBy: damage.byAttacker,
    hpLostByRoll: damage.byRoll,
  };
  if (sim.error !== undefined || sim.outcome === null || final === null) {
    return { ...base, result: 'failed', turns: final?.turn ?? 0, hp: final?.hp ?? 0, lostAt: null, error: sim.error };
  }
  const won = sim.winnerSeats.includes(0);
  return {
    ...base,
    result: won ? 'won' : 'lost',
    turns: final.turn,
    hp: final.hp,
    lostAt: won ? null : { map: final.map, q: final.evy.q, r: final.evy.r },
  };
}

/** Adds up HP drops between consecutive views, by attacker and by roll total. */
export class DamageLedger {
  readonly byAttacker: Record<string, number> = {};
  readonly byRoll: Record<string, number> = {};

  note(before: EvyView, after: EvyView): void {
    const lost = before.hp - after.hp;
    if (lost <= 0) return;
    const events =
      before.turn === after.turn ? newEvents(before.lastMonsterPhase, after.lastMonsterPhase) : after.lastMonsterPhase;
    const hits = events.filter((e): e is Extract<MonsterEvent, { type: 'attack' }> => e.type === 'attack');
    const landed = hits.filter((e) => !e.prevented);
    const hit = landed[landed.length - 1];
    const attacker = hit === undefined ? OTHER_CAUSE : attackerName(before, after, hit.monster);
    add(this.byAttacker, attacker, lost);
    const roll = after.lastMonsterPhase[0];
    if (hit !== undefined && roll?.type === 'roll') add(this.byRoll, String(roll.dice[0] + roll.dice[1]), lost);
  }
}

/** The events `after` added: its whole list when a new phase began (a new roll), else the tail. */
function newEvents(before: MonsterEvent[], after: MonsterEvent[]): MonsterEvent[] {
  const samePhase = before.length <= after.length && before[0] !== undefined && sameEvent(before[0], after[0]);
  return samePhase ? after.slice(before.length) : after;
}

function sameEvent(a: MonsterEvent, b: MonsterEvent | undefined): boolean {
  return b !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

function attackerName(before: EvyView, after: EvyView, monsterId: number): string {
  const monster = before.monsters.find((m) => m.id === monsterId) ?? after.monsters.find((m) => m.id === monsterId);
  if (monster?.boss) return monster.name ?? 'the boss';
  return after.adventure.monsterName;
}

function add(into: Record<string, number>, key: string, amount: number): void {
  into[key] = (into[key] ?? 0) + amount;
}
