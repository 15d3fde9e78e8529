import type { TCurrentUser } from '@tennis/contracts';

export function Avatar({ user }: { user: TCurrentUser }) {
  const initials = `${user.name.charAt(0)}${user.surname.charAt(0)}`.toUpperCase();
  const picture = user.player?.profilePictureUrl ?? user.profilePictureUrl;
  return picture ? (
    <img src={picture} alt="" className="size-8 rounded-full object-cover" width={32} height={32} />
  ) : (
    <span
      aria-hidden="true"
      className="inline-flex size-8 items-center justify-center rounded-full bg-court-600 text-xs font-bold text-white"
    >
      {initials}
    </span>
  );
}
