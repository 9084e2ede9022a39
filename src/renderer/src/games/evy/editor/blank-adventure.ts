/**
 * What "New adventure" starts from: one small map with Evy's start and nothing
 * else. It is not playable yet on purpose — the problems panel lists what is
 * missing (an exit, the card) and each problem goes away as it is drawn.
 */
import { blankMap, type Adventure } from '../../../../../content/evy-edit';

export function blankAdventure(title: string): Adventure {
  return {
    id: 'my-adventure',
    title: title.slice(0, 60),
    order: 1,
    intro: 'Evy has to get out of here, and something is coming.',
    cardCount: 1,
    monsterName: 'monsters',
    maps: [blankMap('Map 1')],
    objective: [{ type: 'reach', tile: 'exit', text: 'Reach the exit' }],
    rules: {},
  };
}
