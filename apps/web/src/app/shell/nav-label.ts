import type { TFunction } from 'i18next';
import type { NavLink } from './navbar-links';

export const navLabel = (t: TFunction, item: NavLink): string =>
  item.text ?? (item.labelKey ? t(item.labelKey) : item.id);
