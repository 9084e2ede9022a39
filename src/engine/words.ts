/** Words the rules and the screens both write. */

/** "1 card", "3 cards", "12,400 playouts": a count with its noun, singular only for one. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}
