import { z } from 'zod';
import { EXTERNAL_LINK_MESSAGES, youtubeVideoId, isSocialLink, type TSocialNetwork } from './external-link-rules.js';

export * from './external-link-rules.js';

/** A form's empty input means "no link". */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const ZYoutubeVideoUrl = z
  .string()
  .trim()
  .max(500, EXTERNAL_LINK_MESSAGES.youtubeVideo)
  .refine((text) => youtubeVideoId(text) !== null, EXTERNAL_LINK_MESSAGES.youtubeVideo);

export const socialLink = (network: TSocialNetwork) =>
  z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .max(500, EXTERNAL_LINK_MESSAGES[network])
      .refine((text) => isSocialLink(network, text), EXTERNAL_LINK_MESSAGES[network])
      .nullable(),
  );

/** The league's page on each network; null when it has none there. */
export const ZSocialLinks = z.object({
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  youtube: z.string().nullable(),
});
export type TSocialLinks = z.infer<typeof ZSocialLinks>;

/** The form's inputs: an empty one clears the link. Responses use ZSocialLinks (a transform cannot be serialised). */
export const ZSocialLinksInput = z.object({
  facebook: socialLink('facebook').default(null),
  instagram: socialLink('instagram').default(null),
  youtube: socialLink('youtube').default(null),
});
export type TSocialLinksInput = z.input<typeof ZSocialLinksInput>;
