// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import UnoCSS from 'unocss/astro';

const LOCALES = ['hr', 'en', 'cs', 'de', 'es', 'fr', 'it', 'vi', 'el', 'pl', 'sl'];

/**
 * One Astro build renders every property × language shell as
 * `/{lang}/{property}/…`; `scripts/build.ts` then moves each property into
 * its own deployable folder (`dist/sites/{slug}/{lang}/…`), where the URLs
 * the guest sees are `/{lang}/…` on the property's own host.
 */
export default defineConfig({
  output: 'static',
  outDir: process.env.ASTRO_OUT_DIR ?? '.build/astro',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  compressHTML: true,
  i18n: {
    locales: LOCALES,
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  integrations: [UnoCSS({ injectReset: true }), react()],
  vite: {
    build: { assetsInlineLimit: 0 },
  },
});
