import { ErrorPrinter } from './error-printer';

/**
 * Development-only overlays: the on-screen error printer (spec section 8). Loaded lazily from
 * the root route behind `import.meta.env.DEV`, so production builds contain none of it.
 */
export default function DevPanels() {
  return <ErrorPrinter />;
}
