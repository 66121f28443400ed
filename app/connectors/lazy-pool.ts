/**
 * A connection pool created on first use, after the host check. A refused host is checked again next
 * time rather than cached as a rejection; `take()` hands the pool over for closing.
 */
export class LazyPool<T> {
  private current?: Promise<T>;

  constructor(private readonly create: () => Promise<T>) {}

  get(): Promise<T> {
    if (this.current) return this.current;
    const created = this.create();
    created.catch(() => {
      if (this.current === created) this.current = undefined;
    });
    this.current = created;
    return created;
  }

  /** The pool, if one was made, detached so the next `get()` makes a fresh one. */
  async take(): Promise<T | undefined> {
    const taken = this.current;
    this.current = undefined;
    return taken?.catch(() => undefined);
  }
}
