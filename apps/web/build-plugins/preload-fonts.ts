import type { Plugin } from 'vite';

/**
 * The font files the first paint needs: Greek text in every weight (one
 * variable file), and the basic Latin subset that carries its digits, spaces
 * and punctuation. The Latin extensions come when a page uses them.
 */
const FIRST_PAINT_FONTS = [/noto-sans-greek-wght-normal-[\w-]+\.woff2$/, /noto-sans-latin-wght-normal-[\w-]+\.woff2$/];

/**
 * Adds `<link rel="preload">` for those files (their names carry the build's
 * hash) to index.html, so the browser fetches them with the stylesheet instead
 * of after it, and they are there for the first paint (see fonts.css).
 */
export function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        return FIRST_PAINT_FONTS.map((pattern) => {
          const file = files.find((name) => pattern.test(name));
          if (!file) throw new Error(`preload-fonts: no built file matches ${pattern}`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}
