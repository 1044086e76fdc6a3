/** Blocks are this long and start at multiples of it, so ranges that overlap share them. */
export const BLOCK_BYTES = 512 * 1024;
/** How many blocks asked once are remembered, waiting for a second ask. */
const ASKED_ONCE = 4096;

/**
 * Blocks of stored files kept in memory, up to a byte budget, the longest unused going first. A 1 MiB
 * range read from the page cache cost Node twice what nginx's sendfile spends sending it; written
 * from memory it costs about the same. A block is kept from its second ask, so a file read once
 * (a download, a crawler) pushes out nothing. Blocks are filed under the identity of the file they
 * came from (open-files.ts): stored files are never written in place, so a block cannot go stale.
 */
export class KeptBlocks {
  /** In order of last use: the first is the one to let go. */
  private readonly blocks = new Map<string, Buffer>();
  private readonly byFile = new Map<string, Set<string>>();
  private readonly askedOnce = new Set<string>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The kept block `index` of the file, now the last to go. */
  get(file: string, index: number): Buffer | undefined {
    const id = `${file}#${index}`;
    const block = this.blocks.get(id);
    if (block) {
      this.blocks.delete(id);
      this.blocks.set(id, block);
    }
    return block;
  }

  /** Whether a block about to be read should be kept: asked before, and the budget can hold one. */
  worthKeeping(file: string, index: number): boolean {
    if (this.maxBytes < BLOCK_BYTES) return false;
    const id = `${file}#${index}`;
    if (this.askedOnce.delete(id)) return true;
    this.askedOnce.add(id);
    if (this.askedOnce.size > ASKED_ONCE) this.askedOnce.delete(this.askedOnce.values().next().value!);
    return false;
  }

  keep(file: string, index: number, block: Buffer): void {
    const id = `${file}#${index}`;
    if (this.blocks.has(id)) return;
    this.blocks.set(id, block);
    this.bytes += block.length;
    let ids = this.byFile.get(file);
    if (!ids) this.byFile.set(file, (ids = new Set()));
    ids.add(id);
    while (this.bytes > this.maxBytes) this.remove(this.blocks.keys().next().value!);
  }

  /** Lets go of every block of the file (its descriptor is closed: deleted, replaced or idle). */
  forget(file: string): void {
    for (const id of this.byFile.get(file) ?? []) this.remove(id);
  }

  /** Bytes kept now (for tests). */
  get size(): number {
    return this.bytes;
  }

  private remove(id: string): void {
    const block = this.blocks.get(id);
    if (!block) return;
    this.blocks.delete(id);
    this.bytes -= block.length;
    const file = id.slice(0, id.lastIndexOf('#'));
    const ids = this.byFile.get(file);
    ids?.delete(id);
    if (ids?.size === 0) this.byFile.delete(file);
  }
}
