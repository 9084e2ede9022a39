/** What the Evy board says: phases, prompts and the monster phase's steps, in plain words. */
import type { EvyPhase, EvyView, MonsterEvent, MonsterView } from '../../../../games/evy/types';
import { plural } from '../../logic/format';

export function phaseText(view: EvyView): string {
  switch (view.phase) {
    case 'monster':
      return "The monsters' turn: roll the dice";
    case 'monster-choice':
      return 'The monsters tie: you choose';
    case 'hit':
      return 'Evy is attacked';
    case 'evy':
      return "Evy's turn";
    case 'card':
      return 'A card tile';
    case 'hand-limit':
      return 'Too many cards';
    case 'keep':
      return 'Adventure won: choose a card to keep';
    case 'elevator-continue':
      return 'Top floor reached';
    case 'over':
      return view.result === 'won' ? 'Adventure won' : view.result === 'lost' ? 'Adventure lost' : 'Over';
  }
}

/** The question a prompt asks, or null when the phase has no prompt. */
export function promptHeading(phase: EvyPhase): string | null {
  switch (phase) {
    case 'card':
      return 'Turn the card over, or leave it?';
    case 'hit':
      return 'A monster hits Evy: discard a card to stop it, or lose 1 HP.';
    case 'hand-limit':
      return 'Evy may hold one movement and one weapon card: discard one.';
    case 'monster-choice':
      return 'Monsters tie: choose which one moves first, or where it goes (highlighted on the map).';
    case 'keep':
      return 'Which card does Evy take into the next adventure?';
    case 'elevator-continue':
      return 'Keep riding up for ten more floors?';
    default:
      return null;
  }
}

/** "Dust slug 3", or a boss's name. */
export function monsterWho(monsters: readonly MonsterView[], id: number, monsterName: string): string {
  const m = monsters.find((x) => x.id === id);
  if (m?.name) return m.name;
  return `${capitalise(singular(monsterName))} ${id}`;
}

function singular(name: string): string {
  return name.endsWith('s') ? name.slice(0, -1) : name;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One line per monster-phase event; `monsters` names bosses. */
export function monsterEventText(event: MonsterEvent, monsters: readonly MonsterView[], monsterName: string): string {
  switch (event.type) {
    case 'roll': {
      const actions = plural(event.actions, 'monster action');
      // The first tutorial rolls no dice: its monsters always get one action.
      if (event.dice[0] === 0 && event.dice[1] === 0) return `No dice here: ${actions}`;
      return `Rolled ${event.dice[0]} + ${event.dice[1]}: ${actions}`;
    }
    case 'attack':
      return `${monsterWho(monsters, event.monster, monsterName)} attacks Evy${event.prevented ? ' — a card was given up instead of HP' : ''}`;
    case 'move':
      return `${monsterWho(monsters, event.monster, monsterName)} moves`;
    case 'spawn':
      return `A new ${singular(monsterName)} (${event.monster}) crawls out of a pit`;
    case 'lost-actions':
      return `${event.count} monster action${event.count === 1 ? ' is' : 's are'} lost`;
  }
}
