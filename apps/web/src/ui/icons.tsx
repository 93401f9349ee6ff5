import type { GameCategory } from '@croupier/contract';

/**
 * Line icons drawn in SVG: emoji depend on the visitor's fonts and are missing on many
 * systems, these render the same everywhere and take the text colour.
 */
export type IconName =
  | GameCategory
  | 'maintenance'
  | 'restricted'
  | 'menu'
  | 'gift'
  | 'bell'
  | 'chat'
  | 'help'
  | 'download'
  | 'mail'
  | 'facebook'
  | 'user'
  | 'logout'
  | 'chevron'
  | 'eye'
  | 'eyeOff'
  | 'refresh'
  | 'wallet'
  | 'receipt'
  | 'home'
  | 'fullscreen'
  | 'fullscreenExit'
  | 'crown'
  | 'cashback';

const paths: Record<IconName, string> = {
  LIVE: 'M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm5 5-3 4 3 4 3-4z',
  RNG: 'M4 5h16v14H4zM8 5v14M16 5v14M10 10h4l-2 5',
  SPORTS:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4 3.5 2.5-1.3 4h-4.4l-1.3-4zM12 3v4M20.5 9.5l-5 0M3.5 9.5l5 0M8 20l1.8-6.5M16 20l-1.8-6.5',
  ESPORTS:
    'M6 8h12a4 4 0 0 1 4 4v2a3 3 0 0 1-5.2 2L15 14H9l-1.8 2A3 3 0 0 1 2 14v-2a4 4 0 0 1 4-4zM7 10v4M5 12h4M15.5 11h.01M18 13h.01',
  FISH: 'M3 12c3-4 7-6 11-6 3 0 5 2 7 6-2 4-4 6-7 6-4 0-8-2-11-6zm0 0-1-4m1 4-1 4M16 11h.01',
  PVP: 'M12 3c3 4 7 6 7 10a4 4 0 0 1-6.5 3.1L13 21h-2l.5-4.9A4 4 0 0 1 5 13c0-4 4-6 7-10z',
  LOTT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm-.5 2.5h1V14',
  ELOTT: 'M4 4h16v16H4zM8 9h2v6M14 9h2l-2 6',
  maintenance:
    'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z',
  restricted: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8',
  menu: 'M4 6h16M4 12h16M4 18h16',
  gift: 'M4 10h16v11H4zM2 7h20v3H2zM12 7v14M12 7c-2-4-6-4-6-1.5S10 7 12 7zm0 0c2-4 6-4 6-1.5S14 7 12 7z',
  bell: 'M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4',
  chat: 'M4 5h16v11H9l-5 4z',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01',
  download: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  logout: 'M10 4H5v16h5M14 8l4 4-4 4M18 12H9',
  chevron: 'M6 9l6 6 6-6',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  eyeOff:
    'M3 3l18 18M10.6 6.1A10 10 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3.2 3.9M6.6 6.6C3.7 8.4 2 12 2 12s3.5 6 10 6a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 7l12-4 2 4M16 13.5h.01',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  home: 'M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5',
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  fullscreenExit: 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
  crown: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5zM5 19h14',
  // A coin coming back round: cashback.
  cashback:
    'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7M12 7.5v9M14.5 9.5h-3.25a1.75 1.75 0 0 0 0 3.5h1.5a1.75 1.75 0 0 1 0 3.5H9.5',
};

export function Icon({
  name,
  size = 32,
  strokeWidth = 1.6,
}: {
  name: IconName;
  size?: number;
  /** Small icons beside text (the money controls) take a heavier line to stay legible. */
  strokeWidth?: number;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[name]} />
    </svg>
  );
}
