/**
 * Tells the page (and the e2e and performance checks) how much of the map is on screen: the
 * container's data-features-drawn, and once, at the first non-empty draw, the
 * performance mark `map:first-features` and `<html data-map-ready="1">`.
 * Counted per layer because shapes and points draw independently.
 */
export class DrawReporter {
  private readonly counts = new Map<string, number>();
  private marked = false;

  constructor(
    private readonly target: () => HTMLElement | null,
    // The canvas paints in the next animation frame; reporting after it means "visible", not "queued".
    private readonly afterPaint: (callback: () => void) => void = (cb) => requestAnimationFrame(cb),
  ) {}

  update(layer: string, count: number): void {
    this.counts.set(layer, count);
    let total = 0;
    for (const n of this.counts.values()) total += n;
    if (!this.marked && total === 0) return;
    this.afterPaint(() => {
      const element = this.target();
      if (!element) return;
      element.dataset.featuresDrawn = String(total);
      if (this.marked) return;
      this.marked = true;
      performance.mark('map:first-features');
      document.documentElement.dataset.mapReady = '1';
    });
  }

  get total(): number {
    let total = 0;
    for (const n of this.counts.values()) total += n;
    return total;
  }
}
