import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EyeIcon, PencilIcon, TrashIcon } from '../../svg-icons/icons';
import type { RowPermissions } from '../model/record-view';
import { RESOURCES_NS } from '../i18n';

const action =
  'focus-ring inline-flex size-10 items-center justify-center rounded-control text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink';

type RowActionsProps = {
  permissions: RowPermissions;
  /** What the row is called: each action's accessible name says which row it acts on. */
  name: string;
  editTo?: string;
  /** A page that shows the record (e.g. a player's profile), instead of the details dialog. */
  showTo?: string | null;
  onShow: () => void;
  onDelete: () => void;
  /** Actions of one resource (e.g. a client's ATRP), drawn before the standard ones. */
  extra?: ReactNode;
};

/** Show, edit and delete, each only when the permissions allow it. */
export function RowActions({ permissions, name, editTo, showTo, onShow, onDelete, extra }: RowActionsProps) {
  const { t } = useTranslation(RESOURCES_NS);
  const label = (action: 'show' | 'edit' | 'delete') => `${t(`list.${action}`)} ${name}`;
  return (
    <div className="flex items-center justify-end gap-0.5">
      {extra}
      {permissions.view && showTo && (
        <Link to={showTo} className={action} aria-label={label('show')} title={label('show')}>
          <EyeIcon className="size-5" />
        </Link>
      )}
      {permissions.view && !showTo && (
        <button type="button" className={action} onClick={onShow} aria-label={label('show')} title={label('show')}>
          <EyeIcon className="size-5" />
        </button>
      )}
      {permissions.update && editTo && (
        <Link to={editTo} className={action} aria-label={label('edit')} title={label('edit')}>
          <PencilIcon className="size-5" />
        </Link>
      )}
      {permissions.delete && (
        <button
          type="button"
          className={`${action} hover:text-danger`}
          onClick={onDelete}
          aria-label={label('delete')}
          title={label('delete')}
        >
          <TrashIcon className="size-5" />
        </button>
      )}
    </div>
  );
}

/** The classes of a row action, for resources that add their own. */
export const rowActionClasses = action;
