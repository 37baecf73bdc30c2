import { ShellSimulator } from '@jogak/native-bridge/simulator';
import { ErrorPrinter } from './error-printer';

/**
 * Development-only overlays: the on-screen error printer (spec section 8) and the native-bridge
 * shell simulator (send any native message: foreground after 11 minutes, back button …). Loaded
 * lazily from the root route behind `import.meta.env.DEV`, so production builds contain neither.
 */
export default function DevPanels() {
  return (
    <>
      <ErrorPrinter />
      <ShellSimulator />
    </>
  );
}
