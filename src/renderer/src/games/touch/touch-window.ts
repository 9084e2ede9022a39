/**
 * An Event window in words: why it is open ("after Karl's Fight Round dice", "as the
 * Mystery card is drawn", "before Karl's Fight Round against Wolves"), read from the window on top of the view's task stack and the
 * task under it, and which of this seat's Events the legal actions let it play now.
 */
import type { EventWindow } from '../../../../games/touch/window';
import type { Task } from '../../../../games/touch/state';
import type { TouchView } from '../../../../games/touch/view';
import type { LegalAction } from '../../../../shared/api';
import { cardOf } from '../../../../games/touch/cards';
import { skillWords } from './touch-dice';
import { elderName, eventName, heroName, HIDDEN_CARD } from './touch-words';

/** The Event window open now (on top of the stack), or null. */
export function openEventWindow(view: TouchView): EventWindow | null {
  const top = view.tasks[view.tasks.length - 1];
  return top?.t === 'window' ? top : null;
}

/** Whether the window's moment is a roll of dice (a Fight Round's or a Skill Test's). */
export function windowOnDice(window: EventWindow): boolean {
  return window.timing === 'fight' || window.timing === 'test';
}

function quoted(name: string): string {
  return `“${name}”`;
}

/** What the window is for, as the end of a sentence: "after Karl's Fight Round dice against Wolves". */
export function windowReason(view: TouchView, window: EventWindow): string {
  const under: Task | undefined = view.tasks[view.tasks.indexOf(window) - 1];
  const who = window.hero === null ? null : heroName(view, window.hero);
  switch (window.timing) {
    case 'fight': {
      if (under?.t !== 'fight') return `after ${who}'s Fight Round dice`;
      const enemy = under.fight.enemy;
      if (enemy.attack) return `after the dice of ${enemy.name}'s attack on ${who}`;
      const showdown = view.showdown && enemy.villain ? 'Showdown ' : '';
      return `after ${who}'s ${showdown}Fight Round dice against ${enemy.name}`;
    }
    case 'test':
      if (under?.t !== 'test') return `after ${who}'s Skill Test dice`;
      return `after ${who}'s ${skillWords(under.test.skills)} ${under.test.target}+ Skill Test dice`;
    case 'mystery':
      if (under?.t === 'chart-roll')
        return `as the roll on the ${under.chart === 'showdown' ? 'Showdown' : 'Mystery Phase'} Chart is read`;
      if (under?.t !== 'mystery-card' || under.card === HIDDEN_CARD) return 'as the Mystery card is drawn';
      return `as the Mystery card ${quoted(cardOf('mystery', under.card).name)} is drawn`;
    case 'chart':
      if (under?.t !== 'chart-event') return 'as a Minion Chart Event is rolled';
      return `as the Minion Chart Event ${quoted(under.name)} is rolled`;
    case 'elder':
      if (under?.t !== 'elder-doom') return 'as a Town Elder is about to be killed';
      return `as ${elderName(view, under.elder)} is about to be killed`;
    case 'showdown':
      return 'as a Lair card is revealed to start a Showdown';
    case 'round': {
      if (under?.t !== 'fight') return `before ${who}'s Fight Round`;
      const enemy = under.fight.enemy;
      const showdown = view.showdown && enemy.villain ? 'Showdown ' : '';
      return `before ${who}'s ${showdown}Fight Round against ${enemy.name}`;
    }
  }
}

/** The Events this seat may play in the open window: the legal `play` actions. */
export function playableEvents(legal: readonly LegalAction[]): LegalAction[] {
  return legal.filter((l) => l.action.key.startsWith('play:'));
}

/** The window asks this seat: it is open and passing is among the seat's legal actions. */
export function windowAsksSeat(view: TouchView, legal: readonly LegalAction[]): boolean {
  return openEventWindow(view) !== null && legal.some((l) => l.action.key === 'pass');
}

/** Under the window's question: the Events the seat may play now, or why none ("None of your 2 Events can be played now."). */
export function playableLine(legal: readonly LegalAction[], held: number): string {
  const names = [...new Set(playableEvents(legal).map((l) => eventName(Number(l.action.key.split(':')[1]))))];
  if (names.length > 0) return `Playable now: ${names.join(', ')}.`;
  return held === 1 ? 'Your Event cannot be played now.' : `None of your ${held} Events can be played now.`;
}
