import { defineEnvVars } from '@sveltejs/kit/env';

const DEFAULT_API_URL = 'http://127.0.0.1:8080';

export const variables = defineEnvVars({
  HEED_API_URL: {
    description: `Base URL of the Heed API, used by the server only. Defaults to ${DEFAULT_API_URL}.`,
    schema: (value) => {
      const url = value?.trim() || DEFAULT_API_URL;
      if (!URL.canParse(url)) throw new Error(`HEED_API_URL is not a valid URL: ${url}`);
      return url.replace(/\/+$/, '');
    },
  },
});
