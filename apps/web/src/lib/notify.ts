import { currentI18n } from './i18n';
import { isServerRender } from './render-scope';
import { loadToasts } from './toasts';

export type NotificationLevel = 'danger' | 'warning' | 'success' | 'info';

/** How long a notice stays (spec 1 §9): toast 1.5 s, quick/short 2.5 s, normal 3.5 s, infinite never closes. */
const LIFESPANS = {
  toast: 1500,
  quick: 2500,
  short: 2500,
  normal: 3500,
  infinite: Number.POSITIVE_INFINITY,
} as const;
type Lifespan = keyof typeof LIFESPANS | number;

export type Notice = {
  message: string;
  level?: NotificationLevel;
  /** Defaults to the level's title: Σφάλμα, Προσοχή, Επιτυχία, Ενημέρωση. */
  title?: string;
  lifespan?: Lifespan;
};

/** Warnings stay 3 s (spec 3 §9); the rest the normal 3.5 s unless told. */
const DEFAULT_LIFESPAN: Record<NotificationLevel, number> = {
  danger: LIFESPANS.normal,
  warning: 3000,
  success: LIFESPANS.normal,
  info: LIFESPANS.normal,
};

function lifespanMs(lifespan: Lifespan | undefined, level: NotificationLevel): number {
  if (lifespan === undefined) return DEFAULT_LIFESPAN[level];
  return typeof lifespan === 'number' ? lifespan : LIFESPANS[lifespan];
}

/** Server levels (`error`, `danger`, `warning`, `success`, anything else) as ours. */
export function levelOf(serverLevel: string): NotificationLevel {
  if (serverLevel === 'error' || serverLevel === 'danger') return 'danger';
  if (serverLevel === 'warning' || serverLevel === 'success') return serverLevel;
  return 'info';
}

export function notify({ message, level = 'info', title, lifespan }: Notice): void {
  // A page drawn on the server shows no toast, and must not mark the toasts wanted for every later visitor.
  if (isServerRender()) return;
  const options = {
    description: message,
    duration: lifespanMs(lifespan, level),
    closeButton: true,
  };
  const heading = title ?? currentI18n().t(`notify.titles.${level}`);
  void loadToasts().then(({ toast }) => {
    if (level === 'danger') toast.error(heading, options);
    else if (level === 'warning') toast.warning(heading, options);
    else if (level === 'success') toast.success(heading, options);
    else toast.info(heading, options);
  });
}
