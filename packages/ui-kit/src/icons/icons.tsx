import type { ReactNode, SVGProps } from 'react';

/** Icons are decorative: the control around them carries the Korean label. */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Svg({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function BackIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M15 5l-7 7 7 7" />
    </Svg>
  );
}

export function BellIcon({ hasNew, ...props }: IconProps & { hasNew?: boolean }) {
  return (
    <Svg {...props}>
      <path d="M6 10a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 15 6 10z" />
      <path d="M10 19.5a2 2 0 0 0 4 0" />
      {hasNew ? <circle cx="18" cy="5" r="3" fill="#d7261e" stroke="none" data-testid="bell-new-dot" /> : null}
    </Svg>
  );
}

export function HomeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 11l8-7 8 7v9H14v-6h-4v6H4z" />
    </Svg>
  );
}

export function SubscriptionIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </Svg>
  );
}

export function AssetsIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M16 14h2" />
    </Svg>
  );
}

export function MarketIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 19V5M4 19h16M8 15l4-4 3 3 5-6" />
    </Svg>
  );
}

export function MyIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Svg>
  );
}
