/** Spec part 2 §9: the favicon badge is drawn on a 128 × 128 canvas. */
export const FAVICON_SIZE = 128;
const BADGE_COLOR = '#d31014';

/** The icon with a red dot in its top right corner (Pleroma-FE's favicon badge). */
export function drawFaviconBadge(
  context: CanvasRenderingContext2D,
  icon: CanvasImageSource | null,
  size = FAVICON_SIZE,
): void {
  context.clearRect(0, 0, size, size);
  if (icon) context.drawImage(icon, 0, 0, size, size);
  const radius = size / 5;
  context.fillStyle = BADGE_COLOR;
  context.beginPath();
  context.arc(size - radius, radius, radius, 0, 2 * Math.PI);
  context.fill();
}

/**
 * The page's favicon with and without the badge. The original icon is loaded once into
 * an image; the badged one is a data URL of the canvas. Off restores the original link.
 */
export class FaviconBadge {
  private readonly link: HTMLLinkElement | null;
  private readonly original: string | null;
  private icon: HTMLImageElement | null = null;
  private iconReady = false;
  private shown = false;

  constructor(private readonly document: Document) {
    this.link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    this.original = this.link?.getAttribute('href') ?? null;
  }

  /** Show or clear the badge. */
  set(on: boolean): void {
    this.shown = on;
    if (!this.link) return;
    if (!on) {
      if (this.original !== null) this.link.setAttribute('href', this.original);
      return;
    }
    this.loadIcon();
    this.draw();
  }

  private loadIcon(): void {
    if (this.icon || this.original === null) return;
    const image = new Image();
    image.onload = () => {
      this.iconReady = true;
      if (this.shown) this.draw();
    };
    image.src = this.original;
    this.icon = image;
  }

  private draw(): void {
    if (!this.link) return;
    const canvas = this.document.createElement('canvas');
    canvas.width = FAVICON_SIZE;
    canvas.height = FAVICON_SIZE;
    const context = canvas.getContext('2d');
    if (!context) return;
    drawFaviconBadge(context, this.iconReady ? this.icon : null);
    try {
      this.link.setAttribute('href', canvas.toDataURL('image/png'));
    } catch {
      // A tainted canvas (a cross-origin icon) cannot be read: keep the plain icon.
    }
  }
}
