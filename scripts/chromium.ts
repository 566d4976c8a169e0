// Debian's Chromium, as the browser suite (playwright.config.ts) and `npm run bench -- web` launch it: nothing may
// download a browser here, and these flags keep it from reaching out or asking anything on start.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
