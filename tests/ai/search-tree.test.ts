/** The search tree's flat storage: edges found by key per node and seat, statistics kept as the arrays grow. */
import { describe, expect, it } from 'vitest';
import { NO_NODE, SearchTree } from '../../src/ai/tree';

describe('search tree', () => {
  it('finds an edge by its key, per node and per seat, and adds an unvisited one for a new key', () => {
    const tree = new SearchTree();
    const root = tree.addNode(0);
    const mine = tree.edgesOf(root, 0);
    const a = tree.edge(mine, 'a', 0);
    expect(tree.edge(mine, 'a', 0)).toBe(a);
    const theirs = tree.edgesOf(root, 1);
    expect(theirs).not.toBe(mine);
    const other = tree.edge(theirs, 'a', 1);
    expect(other).not.toBe(a);
    expect([tree.visits[other], tree.available[other], tree.total[other], tree.child[other]]).toEqual([
      0,
      0,
      0,
      NO_NODE,
    ]);
    expect(tree.edgeSeat[other]).toBe(1);
    expect(tree.keys[other]).toBe('a');
  });

  it('keeps every edge’s counts and totals while its arrays grow', () => {
    const tree = new SearchTree();
    const root = tree.addNode(0);
    const edges = tree.edgesOf(root, 0);
    const count = 5000;
    for (let i = 0; i < count; i++) {
      const edge = tree.edge(edges, `k${i}`, i % 3);
      for (let n = 0; n <= i % 4; n++) tree.markAvailable(edge);
      tree.addVisit(edge, i / count);
      tree.child[edge] = i % 2 === 0 ? tree.addNode(0) : NO_NODE;
    }
    for (let i = 0; i < count; i++) {
      const edge = edges.get(`k${i}`)!;
      expect(tree.keys[edge]).toBe(`k${i}`);
      expect(tree.edgeSeat[edge]).toBe(i % 3);
      expect(tree.available[edge]).toBe((i % 4) + 1);
      expect(tree.visits[edge]).toBe(1);
      expect(tree.total[edge]).toBe(i / count);
      expect(tree.child[edge] === NO_NODE).toBe(i % 2 === 1);
    }
  });
});
