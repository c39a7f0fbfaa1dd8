import adapter from '@sveltejs/adapter-node';
import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    sveltekit({
      adapter: adapter({ out: 'build' }),
      // The dashboard checks `Origin` itself on every state-changing request, against
      // `HEED_PUBLIC_URL` (hooks.server.ts), and audits what it refuses; Kit's own check compares
      // with the URL it derives from the request, which is wrong behind a proxy.
      csrf: { trustedOrigins: ['*'] },
      // Every page answers with this Content-Security-Policy; Kit adds a fresh nonce for its own
      // inline script. No inline style attributes of Heed's own (colour chips are SVG fills). The
      // widget demo page also allows the API's origin (hooks.server.ts: `demoPagePolicy`).
      csp: {
        mode: 'auto',
        directives: {
          'default-src': ['self'],
          'script-src': ['self'],
          'style-src': ['self'],
          // The one inline style Kit itself writes: its route announcer's (visually hidden) style
          // attribute, allowed by the hash of its exact value. The page-tour CSP test fails if a
          // Kit release changes it.
          'style-src-attr': [
            'unsafe-hashes',
            'sha256-S8qMpvofolR8Mpjy4kQvEm7m1q8clzU4dfDH0AmvZjo=',
          ],
          'img-src': ['self', 'data:'],
          'font-src': ['self'],
          'connect-src': ['self'],
          'object-src': ['none'],
          'base-uri': ['self'],
          'frame-ancestors': ['none'],
        },
      },
    }),
  ],
  ssr: {
    // The workspace packages (API types, audit builder, ORM) are loaded by Node as they are.
    external: ['@heed/server', '@heed/db', '@heed/contracts'],
  },
});
