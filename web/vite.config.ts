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
    }),
  ],
  ssr: {
    // The workspace packages (API types, audit builder, ORM) are loaded by Node as they are.
    external: ['@heed/server', '@heed/db', '@heed/contracts'],
  },
});
