import { useTranslation } from 'react-i18next';
import { SCORE_FORM_NS } from './i18n';
import { MatchActionButtons, type MatchActionButtonsProps } from './match-action-buttons';
import { OopCommentsForm } from './oop-comments-form';
import { RescheduleForm, type Venue } from './reschedule-form';
import { MatchWalletCharges, type MatchPayer } from '../wallet/match-wallet-charges';

type Props = MatchActionButtonsProps & {
  venues?: Venue[] | undefined;
  /** Kept by the dialog, so a draft survives the rollback confirmation. */
  comments: string;
  onCommentsChange: (comments: string) => void;
  /** Payment on the spot: charges a player's wallet for the match; absent for those who manage no wallets. */
  onPay?: ((payer: MatchPayer) => void) | undefined;
};

/** The dialog's menu: the action buttons, then rescheduling, payment on the spot and the comments where allowed. */
export function MatchOptionsMenu({ venues, comments, onCommentsChange, onPay, ...buttons }: Props) {
  const { t } = useTranslation(SCORE_FORM_NS);
  const { match, actions, callbacks } = buttons;
  const { permissions } = match;
  return (
    <div className="space-y-4">
      <MatchActionButtons {...buttons} />
      {permissions.schedule && venues && (
        <section className="space-y-2">
          <h3 className="text-sm font-semibold">{t('options.schedule')}</h3>
          <RescheduleForm
            match={match}
            venues={venues}
            pending={actions.schedule.isPending}
            onSubmit={(body) => actions.schedule.mutate(body, callbacks)}
          />
        </section>
      )}
      {onPay && <MatchWalletCharges match={match} onPay={onPay} />}
      {permissions.manage && (
        <OopCommentsForm
          value={comments}
          onChange={onCommentsChange}
          pending={actions.comments.isPending}
          onSave={(text) => actions.comments.mutate(text, callbacks)}
        />
      )}
    </div>
  );
}
