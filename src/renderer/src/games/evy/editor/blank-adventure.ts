/**
 * What "New adventure" starts from: one small map with Evy's start and nothing
 * else. It is not playable yet on purpose — the problems panel lists what is
 * missing (an exit, the card) and each problem goes away as it is drawn. Every
 * adventure the editor makes (blank or a copy) gets an id of its own.
 */
import { blankMap, type Adventure } from '../../../../../content/evy-edit';

/** The adventure schema's id limit. */
const ID_MAX = 40;

/** "My Big Day!" → "my-big-day": lower-case words joined by dashes, as the schema wants. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * An adventure id from its title and its library item's id: the item id is unique in the
 * library, so two adventures with the same title (or a copy of a built-in) never share one.
 */
export function uniqueAdventureId(title: string, itemId: string): string {
  const tail = slug(itemId.replace(/^u-/, '')) || 'item';
  const head =
    slug(title)
      .slice(0, Math.max(0, ID_MAX - tail.length - 1))
      .replace(/-+$/, '') || 'adventure';
  return `${head}-${tail}`.slice(0, ID_MAX).replace(/-+$/, '');
}

export function blankAdventure(title: string, itemId: string): Adventure {
  return {
    id: uniqueAdventureId(title, itemId),
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
