/**
 * The Mystery Phase: "1. Start of the Mystery Phase 2. KO'd Heroes are Revived 3. The
 * Villain Heals 4. Roll on the Cooperative Mystery Phase Chart (Cooperative Game Only)
 * 5. Draw a Mystery Card 6. Pass the First Player Marker". Its start is split in steps
 * (`MYSTERY_STEPS`): the Barghest Hounds, then everything else in the First Player's order.
 */
import { drawCard } from './cards';
import { heroDef, villainDef } from './content';
import { rollD3, rollD6 } from './dice';
import { growingDarkness, rollCooperativeChart } from './coop-chart';
import { offerHoldingBack } from './holding-back';
import { alliedPlay, modeOf } from './modes';
import { drawMystery } from './draw';
import { heroAt, logLine, type MysteryStep, type TouchState } from './state';
import { beginTurn, MYSTERY_STEPS } from './turn';
import { runStartJobs, startJobs } from './mystery-start';
import { plural } from '../../engine';

export function runMysteryStep(state: TouchState, step: MysteryStep): void {
  switch (step) {
    case 'hounds':
      state.tasks.push({ t: 'hounds' });
      return;
    case 'start':
      return runStartJobs(state, startJobs(state));
    case 'revive':
      // "Any Heroes that are currently KO'd immediately stand back up and rejoin gameplay … Fully Healed."
      state.heroes.forEach((hero, i) => {
        if (!hero.ko) return;
        hero.ko = false;
        hero.wounds = 0;
        logLine(state, `${heroDef(hero.hero).name} stands back up.`);
        state.tasks.push({ t: 'minion-fights', space: heroAt(state, i).space });
      });
      return;
    case 'heal': {
      // "If the Villain currently has any Wound markers on it, it automatically Heals D3 Wounds";
      // allied against it, "instead of Healing D3 Wounds like normal, the Villain Heals a full D6 Wounds each turn".
      if (state.villain.wounds === 0) return;
      const roll = alliedPlay(state.config) ? rollD6(state.rng) : rollD3(state.rng);
      const healed = Math.min(state.villain.wounds, roll);
      state.villain.wounds -= healed;
      logLine(state, `${villainDef(state.villain.villain).name} heals ${plural(healed, 'Wound')}.`);
      return;
    }
    case 'chart':
      return rollCooperativeChart(state);
    case 'growing':
      return growingDarkness(state);
    case 'holding':
      return offerHoldingBack(state);
    case 'draw': {
      // "The current First Player draws and reads a Mystery Card aloud."
      const card = drawCard(state, 'mystery');
      if (card !== null) drawMystery(state, state.first, card);
      return;
    }
    case 'pass': {
      // "the First Player marker is passed to the next player on the left and a new Game Round is begun";
      // in the Team Game "it is passed to the next Team on the left. In a sense it becomes a First Team Marker."
      const n = state.heroes.length;
      reviveLoneHero(state);
      state.first = (state.first + firstMarkerStep(state.config)) % n;
      state.round++;
      logLine(state, `Round ${state.round}: ${heroDef(heroAt(state, state.first).hero).name} is the First Player.`);
      let index = state.first;
      for (let k = 0; k < n && state.heroes[index]!.ko; k++) index = (index + 1) % n;
      if (state.heroes[index]!.ko) {
        // Every Hero is KO'd: the round has no turns; the next Mystery Phase revives them.
        state.phase = 'mystery';
        for (const s of MYSTERY_STEPS) state.tasks.push({ t: 'mystery', step: s });
        return;
      }
      beginTurn(state, index);
      // The first turn of the round belongs to the First Player even when it had to skip KO'd Heroes.
      return;
    }
  }
}

/** A Lone Hero "KO'd during the Mystery Phase … is Revived at the end of that Mystery Phase, thereby avoiding the need to lose a turn". */
function reviveLoneHero(state: TouchState): void {
  const hero = state.heroes[0]!;
  if (modeOf(state.config) !== 'lone-hero' || !hero.ko) return;
  hero.ko = false;
  hero.wounds = 0;
  logLine(state, `${heroDef(hero.hero).name} is Revived at the end of the Mystery Phase.`);
}

/** How far the First Player marker moves: a seat, or a whole team in the Team Game. */
function firstMarkerStep(config: TouchState['config']): number {
  return modeOf(config) === 'team' ? (config.teamSize ?? 2) : 1;
}
