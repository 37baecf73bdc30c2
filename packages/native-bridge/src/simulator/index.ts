export { ShellSimulator } from './shell-simulator';
export type { ShellSimulatorProps } from './shell-simulator';
