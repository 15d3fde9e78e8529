import { cx } from '../ui/cx';

type PlayerAvatarProps = {
  name: string;
  surname: string;
  pictureUrl: string | null;
  /** The picture's alternative text; the initials are decoration beside the name. */
  alt: string;
  size?: 'md' | 'lg';
};

const sizes = { md: 'size-12 text-base', lg: 'size-24 text-3xl ring-4 ring-white/30 sm:size-32 sm:text-4xl' } as const;

/** The player's picture, or their initials on clay when they have none. */
export function PlayerAvatar({ name, surname, pictureUrl, alt, size = 'md' }: PlayerAvatarProps) {
  const box = cx('shrink-0 rounded-full', sizes[size]);
  if (pictureUrl)
    return <img src={pictureUrl} alt={alt} width={128} height={128} className={cx(box, 'object-cover')} />;
  const initials = `${name.charAt(0)}${surname.charAt(0)}`.toLocaleUpperCase('el');
  return (
    <span
      aria-hidden="true"
      className={cx(box, 'flex items-center justify-center bg-clay-600 font-bold text-white select-none')}
    >
      {initials}
    </span>
  );
}
