import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ZChampionshipUpdateRequest, type TBackofficeChampionship } from '@tennis/contracts';

/** The edit form's fields: the request's own schema, so the browser checks what the server checks. */
export const ZChampionshipForm = ZChampionshipUpdateRequest.pick({
  name: true,
  slug: true,
  participationsOpen: true,
  silenced: true,
  state: true,
  venues: true,
  videos: true,
  socialLinks: true,
});
export type ChampionshipFormInput = z.input<typeof ZChampionshipForm>;
export type ChampionshipFormOutput = z.output<typeof ZChampionshipForm>;
/** The form as react-hook-form hands it to the sections that draw its fields. */
export type ChampionshipFormApi = UseFormReturn<ChampionshipFormInput, unknown, ChampionshipFormOutput>;

/** The form filled from the stored championship; a missing link is an empty input. */
export function championshipFormValues(championship: TBackofficeChampionship): ChampionshipFormInput {
  return {
    name: championship.name,
    slug: championship.slug,
    participationsOpen: championship.participationsOpen,
    silenced: championship.silenced,
    state: championship.state,
    venues: championship.venues.map((v) => v.id),
    videos: championship.videos.map(({ title, url }) => ({ title, url })),
    socialLinks: {
      facebook: championship.socialLinks.facebook ?? '',
      instagram: championship.socialLinks.instagram ?? '',
      youtube: championship.socialLinks.youtube ?? '',
    },
  };
}
