/**
 * The Mystery Phase: "1. Start of the Mystery Phase 2. KO'd Heroes are Revived 3. The
 * Villain Heals 4. Roll on the Cooperative Mystery Phase Chart (Cooperative Game Only)
 * 5. Draw a Mystery Card 6. Pass the First Player Marker".
 */
import { drawCard } from './cards';
import { heroDef, villainDef } from './content';
import { rollD3 } from './dice';
import { drawMystery } from './draw';
import { heroPassives, tablePassives } from './hero-stats';
import { heroAt, logLine, type MysteryStep, type TouchState } from './state';
import { beginTurn } from './turn';
import type { Effect } from './effect-types';

function triggers(passives: ReturnType<typeof tablePassives>): Effect[][] {
  return passives.flatMap((p) => (p.op === 'trigger' && p.when === 'mystery-phase' ? [p.effects] : []));
}

export function runMysteryStep(state: TouchState, step: MysteryStep): void {
  switch (step) {
    case 'start': {
      // "Anything that occurs at the 'Start of the Mystery Phase' happens at this point": each
      // Hero's own cards for that Hero, then the table's (Evil Elders, Mysteries in play) once.
      const table = tablePassives(state);
      const own = state.heroes.map((_, i) => heroPassives(state, i).filter((p) => !table.includes(p)));
      const n = state.heroes.length;
      const jobs: { hero: number; effects: Effect[] }[] = [];
      for (let k = 0; k < n; k++) {
        const i = (state.first + k) % n;
        if (!state.heroes[i]!.ko) for (const effects of triggers(own[i]!)) jobs.push({ hero: i, effects });
      }
      for (const effects of triggers(table)) jobs.push({ hero: state.first, effects });
      for (const job of jobs.reverse()) state.tasks.push({ t: 'effects', hero: job.hero, effects: job.effects });
      return;
    }
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
      // "If the Villain currently has any Wound markers on it, it automatically Heals D3 Wounds."
      if (state.villain.wounds === 0) return;
      const healed = Math.min(state.villain.wounds, rollD3(state.rng));
      state.villain.wounds -= healed;
      logLine(state, `${villainDef(state.villain.villain).name} heals ${healed} Wound(s).`);
      return;
    }
    case 'draw': {
      // "The current First Player draws and reads a Mystery Card aloud."
      const card = drawCard(state, 'mystery');
      if (card !== null) drawMystery(state, state.first, card);
      return;
    }
    case 'pass': {
      // "the First Player marker is passed to the next player on the left and a new Game Round is begun"
      const n = state.heroes.length;
      state.first = (state.first + 1) % n;
      state.round++;
      logLine(state, `Round ${state.round}: ${heroDef(heroAt(state, state.first).hero).name} is the First Player.`);
      let index = state.first;
      for (let k = 0; k < n && state.heroes[index]!.ko; k++) index = (index + 1) % n;
      if (state.heroes[index]!.ko) {
        // Every Hero is KO'd: the round has no turns; the next Mystery Phase revives them.
        state.phase = 'mystery';
        for (const s of ['pass', 'draw', 'heal', 'revive', 'start'] as const)
          state.tasks.push({ t: 'mystery', step: s });
        return;
      }
      beginTurn(state, index);
      // The first turn of the round belongs to the First Player even when it had to skip KO'd Heroes.
      return;
    }
  }
}
