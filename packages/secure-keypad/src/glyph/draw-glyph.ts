import { type GlyphJitter } from './glyph-jitter';

/**
 * Paints one key label into a canvas, so the layout never exists as DOM text. Colour and font come
 * from the canvas's computed style (the stylesheet's CSS variables). A blank key (`null`) is
 * cleared. Does nothing where no 2D context exists (e.g. a DOM emulator).
 *
 * @example
 * drawGlyph(canvas, '7', jitter);
 */
export function drawGlyph(canvas: HTMLCanvasElement, character: string | null, jitter: GlyphJitter): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const ratio = globalThis.devicePixelRatio || 1;
  const width = canvas.clientWidth || 44;
  const height = canvas.clientHeight || 44;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  if (character === null) return;
  const style = getComputedStyle(canvas);
  const fontSize = Number.parseFloat(style.fontSize) || 20;
  context.fillStyle = style.color || '#111';
  context.font = `${style.fontWeight || '600'} ${fontSize * jitter.scale}px ${style.fontFamily || 'sans-serif'}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.save();
  context.translate(width / 2 + jitter.dx, height / 2 + jitter.dy);
  context.rotate((jitter.rotation * Math.PI) / 180);
  context.fillText(character, 0, 0);
  context.restore();
  context.globalAlpha = 0.18;
  for (const [x, y] of jitter.speckles) context.fillRect(x * width, y * height, 1.5, 1.5);
  context.globalAlpha = 1;
}
