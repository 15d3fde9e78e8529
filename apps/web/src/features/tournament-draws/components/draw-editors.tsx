import { lazy } from 'react';

// The tools of whoever may update a draw: its actions, placements, match menus and dialogs. A visitor of the
// public draw never sees them, so their code (forms, menus, the score form) downloads only for those who do.
export const KnockoutDrawActions = lazy(() =>
  import('./knockout-draw-actions').then((m) => ({ default: m.KnockoutDrawActions })),
);
export const DrawLinePlacement = lazy(() =>
  import('./draw-line-placement').then((m) => ({ default: m.DrawLinePlacement })),
);
export const DrawMatchMenu = lazy(() => import('./draw-match-menu').then((m) => ({ default: m.DrawMatchMenu })));
export const MatchMediaDialog = lazy(() =>
  import('./match-media-dialog').then((m) => ({ default: m.MatchMediaDialog })),
);
export const GroupPhaseActions = lazy(() =>
  import('./group-phase-actions').then((m) => ({ default: m.GroupPhaseActions })),
);
export const GroupPlacement = lazy(() => import('./group-placement').then((m) => ({ default: m.GroupPlacement })));
export const ProceedToKnockoutDialog = lazy(() =>
  import('./proceed-to-knockout-dialog').then((m) => ({ default: m.ProceedToKnockoutDialog })),
);
export const InitializeDrawDialog = lazy(() =>
  import('./initialize-draw-dialog').then((m) => ({ default: m.InitializeDrawDialog })),
);
export const QuickAddParticipationDialog = lazy(() =>
  import('./quick-add-participation-dialog').then((m) => ({ default: m.QuickAddParticipationDialog })),
);
export const MatchOptionsDialog = lazy(() =>
  import('../../../components/score-form/match-options-dialog').then((m) => ({ default: m.MatchOptionsDialog })),
);
export const RenameGroupDialog = lazy(() =>
  import('./rename-group-dialog').then((m) => ({ default: m.RenameGroupDialog })),
);
export const GroupWithdrawalDialog = lazy(() =>
  import('./group-withdrawal-dialogs').then((m) => ({ default: m.GroupWithdrawalDialog })),
);
