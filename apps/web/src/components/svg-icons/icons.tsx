import type { ComponentProps } from 'react';

/** Inline line icons (24×24, stroke in the text colour), so no icon font or sprite is downloaded. */
type IconProps = ComponentProps<'svg'>;
const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const SearchIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </svg>
);
export const PlayerIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <circle cx="12" cy="7.5" r="3.5" />
    <path d="M5 20.5c.8-4 3.6-6 7-6s6.2 2 7 6" />
  </svg>
);
export const TennisBallIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.6c3.2 3.2 3.2 9.6 0 12.8M18.4 5.6c-3.2 3.2-3.2 9.6 0 12.8" />
  </svg>
);
export const RacketIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <ellipse cx="14.5" cy="9.5" rx="5.5" ry="6.5" transform="rotate(45 14.5 9.5)" />
    <path d="M10.5 13.5L4 20M11 8l6 6M13 6l5 5M9.5 10l5 5" />
  </svg>
);
export const TrophyIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0V4z" />
    <path d="M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4" />
  </svg>
);
export const WalletIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
    <rect x="4" y="8" width="16" height="11" rx="2" />
    <path d="M16 13.5h.01" />
  </svg>
);
export const VersusIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <circle cx="7" cy="7" r="3" />
    <circle cx="17" cy="17" r="3" />
    <path d="M13 5h6v6M11 19H5v-6M19 5l-5 5M5 19l5-5" />
  </svg>
);
export const ChartIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <path d="M4 20h16" />
    <rect x="5.5" y="11" width="3" height="6" rx="0.5" />
    <rect x="10.5" y="7" width="3" height="10" rx="0.5" />
    <rect x="15.5" y="4" width="3" height="13" rx="0.5" />
  </svg>
);
export const PlusCircleIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v8M8 12h8" />
  </svg>
);
export const SettingsIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </svg>
);
export const CalendarIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <rect x="4" y="5" width="16" height="15" rx="2" />
    <path d="M4 10h16M9 3v4M15 3v4" />
  </svg>
);
export const EyeIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);
export const PencilIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4z" />
    <path d="M13.5 6.5l4 4" />
  </svg>
);
export const TrashIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </svg>
);
export const ChevronLeftIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <path d="M15 6l-6 6 6 6" />
  </svg>
);
export const ChevronRightIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <path d="M9 6l6 6-6 6" />
  </svg>
);
export const SortIcon = ({ activeSort, ...p }: IconProps & { activeSort: 'asc' | 'desc' | false }) => (
  <svg {...common} {...p}>
    <path d="M8 10l4-4 4 4" opacity={activeSort === 'desc' ? 0.3 : 1} />
    <path d="M8 14l4 4 4-4" opacity={activeSort === 'asc' ? 0.3 : 1} />
  </svg>
);
export const FilterIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <path d="M4 5h16l-6 7.5V19l-4 1.5v-8L4 5z" />
  </svg>
);
export const StarIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5z" />
  </svg>
);
export const PlayIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 8.5v7l5.5-3.5z" fill="currentColor" />
  </svg>
);
export const PhoneIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  </svg>
);
export const MailIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
  </svg>
);
export const FacebookIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <rect x="3" y="3" width="18" height="18" rx="4" />
    <path d="M15.5 7.5h-1.5a2.5 2.5 0 0 0-2.5 2.5V21M9 13h6" />
  </svg>
);
export const InstagramIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
  </svg>
);
export const YoutubeIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" />
  </svg>
);
export const LinkIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </svg>
);
export const UnlinkIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <path d="M15.5 12.5l3.2-3.2a4 4 0 0 0-5.7-5.7L9.8 6.8" />
    <path d="M8.5 11.5l-3.2 3.2a4 4 0 0 0 5.7 5.7l3.2-3.2" />
    <path d="M4 4l16 16" />
  </svg>
);
export const ShieldAlertIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8.2-7.5 9.5-4.3-1.3-7.5-5-7.5-9.5V6z" />
    <path d="M12 8v4.5M12 16h.01" />
  </svg>
);
export const ChatIcon = (p: IconProps) => (
  <svg {...common} {...p}>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4H6.5A2.5 2.5 0 0 1 4 13.5z" />
    <path d="M8.5 8.5h7M8.5 11.5h4.5" />
  </svg>
);
