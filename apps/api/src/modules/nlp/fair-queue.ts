/**
 * Work waiting per owner (an App), served owner by owner in turn: an App with a hundred long
 * sentences waiting delays another App's one by one turn, not by a hundred.
 */
export class FairQueue<T> {
  // A Map keeps insertion order: the owner served last is deleted and set again, to the back.
  private readonly byOwner = new Map<string, T[]>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Items of `owner` waiting. */
  waiting(owner: string): number {
    return this.byOwner.get(owner)?.length ?? 0;
  }

  push(owner: string, item: T): void {
    const items = this.byOwner.get(owner);
    if (items) items.push(item);
    else this.byOwner.set(owner, [item]);
    this.count++;
  }

  /** The next owner's first item; that owner goes to the back of the turn. */
  shift(): { owner: string; item: T } | undefined {
    const next = this.byOwner.entries().next();
    if (next.done) return undefined;
    const [owner, items] = next.value;
    const item = items.shift()!;
    this.byOwner.delete(owner);
    if (items.length) this.byOwner.set(owner, items);
    this.count--;
    return { owner, item };
  }

  /** Puts an item back first in its owner's line, the owner keeping its place in the turn (after `shift()`: the back). */
  putBack(owner: string, item: T): void {
    const items = this.byOwner.get(owner);
    if (items) items.unshift(item);
    else this.byOwner.set(owner, [item]);
    this.count++;
  }
}
