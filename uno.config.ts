import { defineConfig, presetWind3 } from 'unocss';

/**
 * Theme colours come from the property's settings at build time as CSS
 * custom properties (`--c-primary`, `--c-secondary`); the defaults are the
 * spec's (01 §9.3): primary #0973A0, secondary #DDA41D, alert #DD4200.
 * Breakpoints (px): extra small 400, small 600, tablet 900, laptop 1200.
 */
export default defineConfig({
  presets: [presetWind3()],
  theme: {
    breakpoints: { xs: '400px', sm: '600px', md: '900px', lg: '1200px' },
    colors: {
      primary: 'var(--c-primary)',
      secondary: 'var(--c-secondary)',
      alert: 'var(--c-alert)',
      ink: '#1f2933',
      muted: '#52606d',
      line: '#d9e2ec',
      paper: '#f7f9fb',
    },
  },
  shortcuts: {
    btn: 'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold cursor-pointer border-0 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-50 disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:cursor-not-allowed',
    'btn-primary': 'btn bg-primary text-white hover:brightness-110',
    'btn-ghost': 'btn bg-transparent text-ink hover:bg-paper border border-line',
    link: 'text-primary underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-primary',
    'container-page': 'mx-auto w-full max-w-[1200px] px-4',
  },
});
