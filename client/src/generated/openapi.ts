/**
 * Generated from contracts/openapi.json by `npm run generate` (openapi-typescript).
 * Do not edit.
 */

export interface paths {
    "/admin/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the team’s keys */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiKeyList"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a publishable key
         * @description Creates a `pk` key for the secret key’s team. At least one allowed origin is required unless the installation sets `HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true`. A secret key cannot mint secret keys (403): those come from setup, the dashboard or the CLI.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /**
                         * @description Only `pk` is accepted here.
                         * @enum {string}
                         */
                        keyType: "pk" | "sk";
                        appName: string;
                        allowedOrigins?: components["schemas"]["__schema0"];
                        /** @description Requests per minute; default 1000. */
                        rateLimit?: components["schemas"]["__schema2"];
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IssuedApiKey"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a key
         * @description Revokes a `pk` or `sk` key of the same team; it stops working at once on every API replica. An unknown key, or one of another team, is 404.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["schemas"]["__schema3"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no content. */
                204: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/api-keys/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a publishable key
         * @description Issues a new `pk` key with the same app name, allowed origins and rate limit. The old key keeps working for `gracePeriodHours` (0 = stops at once). Secret keys cannot be rotated with a secret key (403). Only an active key is rotated, and only once (its successor is rotated next): a revoked, expired or already rotated key is 409, and so is a `pk` key without allowed origins unless `HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true`. Rotations and revocations of one key at the same time happen one after the other.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: components["schemas"]["__schema3"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        gracePeriodHours: number;
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RotatedApiKey"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/org": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation
         * @description Org admins only (members of `HEED_ADMIN_GROUP`). 404 before setup.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Organisation"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/org/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All teams of the organisation */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TeamList"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a team
         * @description A taken slug is 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        slug: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Team"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/org/teams/{slug}/group-mappings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The group mappings of a team
         * @description Org admins only. Sorted by group id.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GroupMappingList"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Map an identity-provider group to a team role
         * @description Members of the group get the role in the team; `role` defaults to `admin`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        oidcGroupId: string;
                        /** @enum {string} */
                        role?: "viewer" | "editor" | "admin";
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GroupMapping"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/org/teams/{slug}/group-mappings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a group mapping */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no content. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/api-keys/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API key events of a team
         * @description Newest first. Org admins see the events of every key of the team; other members only those of `pk` keys (asking for an `sk` key by id gives an empty list). `nextBefore` is always null: cursor pagination is reserved for a later release.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                    keyId?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiKeyEventPage"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/surveys/{teamSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Surveys of a team
         * @description The `team` query parameter must carry the same slug as the path.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    teamSlug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TeamSurveys"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health
         * @description Whether the API can serve traffic: the database answers and every migration has run. Load balancers should use the plain-text probes `/internal/isAlive` and `/internal/isReady`.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team’s keys (dashboard)
         * @description Team admins. As `GET /admin/api-keys`: never a key value or hash.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiKeyList"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a key (dashboard)
         * @description Team admins may create `pk` and `sk` keys. A `pk` key needs at least one allowed origin unless the installation sets `HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true`; an `sk` key takes none. The value is shown once. Audited as `api_key.create` with the user as actor.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        keyType: "pk" | "sk";
                        appName: string;
                        allowedOrigins?: components["schemas"]["__schema0"];
                        /** @description Requests per minute; default 1000. */
                        rateLimit?: components["schemas"]["__schema2"];
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["IssuedApiKey"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a key (dashboard)
         * @description Team admins. The key stops working at once on every API replica. Another team’s key is 404.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    id: components["schemas"]["__schema3"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no content. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/api-keys/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a key (dashboard)
         * @description Team admins, `pk` and `sk` keys alike: a new key with the same type, app name, allowed origins and rate limit; the old one keeps working for `gracePeriodHours` (0 = stops at once). A revoked or expired key is 409; another team’s key 404.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    id: components["schemas"]["__schema3"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        gracePeriodHours: number;
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RotatedApiKey"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Feedback of a team, newest first
         * @description Newest first (`receivedAt`, then `id`). Filters: `surveyId`; `from`/`to` (inclusive days in `tz`, default UTC, of `receivedAt`); `appName`; `rating=<fieldId>:<n>` and `choice=<fieldId>:<optionId>` (repeatable, all must hold); `hasText`; `tag` (repeatable, all must hold); `theme=<themeId>|uncategorized`; `deviceType`; `q` (words in the text answers). `total` counts every item matching the filters. Pass `nextCursor` as `cursor` for the next page (with the same filters); pages never skip or repeat an item while new feedback arrives. A cursor is opaque and signed: an altered one is 400. An unknown parameter or a bad value is 400 naming it.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                    surveyId?: components["schemas"]["__schema6"];
                    /** @description First day, inclusive, in `tz` (of `receivedAt`). */
                    from?: components["schemas"]["__schema7"];
                    /** @description Last day, inclusive, in `tz` (of `receivedAt`). */
                    to?: components["schemas"]["__schema9"];
                    /** @description IANA time zone of `from` and `to`; default `UTC`. */
                    tz?: components["schemas"]["__schema10"];
                    appName?: components["schemas"]["__schema12"];
                    /** @description `<fieldId>:<rating>`, or `<fieldId>:<min>-<max>` for the ratings `min` to `max` inclusive (e.g. `overall:1-2`; `min` ≤ `max`, at most 11 ratings); split at the last colon; repeatable, all must hold. */
                    rating?: components["schemas"]["__schema13"];
                    /** @description `<fieldId>:<optionId>` (split at the first colon); repeatable, all must hold. */
                    choice?: components["schemas"]["__schema16"];
                    hasText?: components["schemas"]["__schema19"];
                    /** @description Repeatable; the item must carry every tag given (case-insensitive). */
                    tag?: components["schemas"]["__schema20"];
                    /** @description A theme id, or `uncategorized`: items with text that matches no theme. */
                    theme?: components["schemas"]["__schema23"];
                    deviceType?: components["schemas"]["__schema25"];
                    /** @description Words that must all occur in the text answers (whole words, case-insensitive). */
                    q?: components["schemas"]["__schema26"];
                    /** @description Page size, 1–200; default 50. */
                    limit?: components["schemas"]["__schema28"];
                    /** @description `nextCursor` of the previous page. */
                    cursor?: components["schemas"]["__schema29"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FeedbackPage"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/feedback/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One feedback item
         * @description An item of another team, or none, is 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FeedbackItem"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /**
         * Delete a feedback item
         * @description Admins. The item goes with its tags and theme matches. Another team’s item is 404. Audited as `feedback.delete`.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no content. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/feedback/{id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tag a feedback item
         * @description Editors. The tag is trimmed and lower-cased (1–50 characters). An item carries at most 20 tags (400 past that). Adding a tag the item already has changes nothing and answers 200 with its tags. Another team’s item is 404.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the feedback item. */
                    id: components["schemas"]["__schema30"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tag: components["schemas"]["__schema31"];
                    };
                };
            };
            responses: {
                /** @description A repeat of a call already done: nothing changed. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FeedbackTags"];
                    };
                };
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FeedbackTags"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/feedback/{id}/tags/{tag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a tag from a feedback item
         * @description Editors. The tag in the path is trimmed and lower-cased like a new one. An item without the tag, or another team’s item, is 404. Audited as `tag.delete`.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the feedback item. */
                    id: components["schemas"]["__schema30"];
                    tag: components["schemas"]["__schema31"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no content. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/filters/bootstrap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Filter options of the dashboard
         * @description Without `?team=`, the caller’s team with the lowest slug (ordinal, case-sensitive). Answered with `Cache-Control: no-store`; the server may serve it from a per-team cache for up to five minutes (a survey registered, a tag or theme changed in this process clears it). Counts against the analytics rate limit (300 per minute per user).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FiltersBootstrap"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/pages/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The survey overview page in one call
         * @description The team’s surveys, the survey shown (`surveyId`, default: the one answered last), the trend of one of its RATING fields (`fieldId`, default: the first) per `interval` (default `day`) over its default period in `tz`, with the markers, the statistics of that period, and the team’s themes — what the individual reads answer, with one authentication and one team selection. It counts against the analytics limit as the reads it replaces: one read for the statistics and one for the trend (none without surveys). An unknown `surveyId` is 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                    surveyId?: components["schemas"]["__schema6"];
                    /** @description A RATING field of the survey shown. */
                    fieldId?: components["schemas"]["__schema32"];
                    interval?: "day" | "week" | "month";
                    /** @description IANA time zone of `from` and `to`; default `UTC`. */
                    tz?: components["schemas"]["__schema10"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OverviewPage"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/stats/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Statistics of the matching feedback
         * @description Totals of the feedback matching the list filters and, when `surveyId` is given, one entry per field of that survey in definition order (without `surveyId`: totals only). Privacy: an aggregate computed from 1 to `HEED_MIN_AGGREGATE - 1` responses (default 5) is masked: `masked: true` and its counts and averages `null` (0 responses is not masked). Counts against the analytics rate limit (300 per minute per user).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                    surveyId?: components["schemas"]["__schema6"];
                    /** @description First day, inclusive, in `tz` (of `receivedAt`). */
                    from?: components["schemas"]["__schema7"];
                    /** @description Last day, inclusive, in `tz` (of `receivedAt`). */
                    to?: components["schemas"]["__schema9"];
                    /** @description IANA time zone of `from` and `to`; default `UTC`. */
                    tz?: components["schemas"]["__schema10"];
                    appName?: components["schemas"]["__schema12"];
                    /** @description `<fieldId>:<rating>`, or `<fieldId>:<min>-<max>` for the ratings `min` to `max` inclusive (e.g. `overall:1-2`; `min` ≤ `max`, at most 11 ratings); split at the last colon; repeatable, all must hold. */
                    rating?: components["schemas"]["__schema13"];
                    /** @description `<fieldId>:<optionId>` (split at the first colon); repeatable, all must hold. */
                    choice?: components["schemas"]["__schema16"];
                    hasText?: components["schemas"]["__schema19"];
                    /** @description Repeatable; the item must carry every tag given (case-insensitive). */
                    tag?: components["schemas"]["__schema20"];
                    /** @description A theme id, or `uncategorized`: items with text that matches no theme. */
                    theme?: components["schemas"]["__schema23"];
                    deviceType?: components["schemas"]["__schema25"];
                    /** @description Words that must all occur in the text answers (whole words, case-insensitive). */
                    q?: components["schemas"]["__schema26"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatsOverview"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/stats/trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trend of a rating field
         * @description Buckets of one RATING field (`fieldId` of the survey `surveyId`) per `interval`, in the time zone `tz` (weeks start on Monday), over `from`–`to` (default: the last 30 days, 12 weeks or 12 months up to today), with the period of equal length just before and the survey’s markers. At most 1000 buckets. Privacy: an aggregate computed from 1 to `HEED_MIN_AGGREGATE - 1` responses (default 5) is masked: `masked: true` and its counts and averages `null` (0 responses is not masked). Counts against the analytics rate limit (300 per minute per user).
         */
        get: {
            parameters: {
                query: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                    surveyId?: components["schemas"]["__schema6"];
                    /** @description First day, inclusive, in `tz` (of `receivedAt`). */
                    from?: components["schemas"]["__schema7"];
                    /** @description Last day, inclusive, in `tz` (of `receivedAt`). */
                    to?: components["schemas"]["__schema9"];
                    /** @description IANA time zone of `from` and `to`; default `UTC`. */
                    tz?: components["schemas"]["__schema10"];
                    appName?: components["schemas"]["__schema12"];
                    /** @description `<fieldId>:<rating>`, or `<fieldId>:<min>-<max>` for the ratings `min` to `max` inclusive (e.g. `overall:1-2`; `min` ≤ `max`, at most 11 ratings); split at the last colon; repeatable, all must hold. */
                    rating?: components["schemas"]["__schema13"];
                    /** @description `<fieldId>:<optionId>` (split at the first colon); repeatable, all must hold. */
                    choice?: components["schemas"]["__schema16"];
                    hasText?: components["schemas"]["__schema19"];
                    /** @description Repeatable; the item must carry every tag given (case-insensitive). */
                    tag?: components["schemas"]["__schema20"];
                    /** @description A theme id, or `uncategorized`: items with text that matches no theme. */
                    theme?: components["schemas"]["__schema23"];
                    deviceType?: components["schemas"]["__schema25"];
                    /** @description Words that must all occur in the text answers (whole words, case-insensitive). */
                    q?: components["schemas"]["__schema26"];
                    /** @description A RATING field of the survey `surveyId`. */
                    fieldId: string;
                    interval: "day" | "week" | "month";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StatsTrend"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/surveys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Surveys of a team with their responses
         * @description Every registered survey of the team, sorted by `surveyId` (ordinal), with its fields, the apps that answered it and its first and last response.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SurveyList"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/surveys/{surveyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a survey with all its data
         * @description Admins. The survey’s feedback (with tags and theme matches), its markers and its registered definition go in one transaction; the next submission of the `surveyId` registers a new definition. A survey the team has not registered is 404. Audited as `survey_feedback.delete` and `admin.survey_definition.delete`, the `surveyId` pseudonymised.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description The survey’s `surveyId`. */
                    surveyId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SurveyDeletion"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/surveys/{surveyId}/markers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Markers of a survey
         * @description Sorted by date. `from` and `to` (inclusive, `YYYY-MM-DD`) narrow the list. A survey the team has not registered is 404.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                    from?: components["schemas"]["__schema34"];
                    to?: components["schemas"]["__schema34"];
                };
                header?: never;
                path: {
                    /** @description The survey’s `surveyId`. */
                    surveyId: components["schemas"]["__schema33"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MarkerList"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Mark a date on a survey
         * @description Editors. At most 50 markers a survey (400 past that). A survey the team has not registered is 404.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description The survey’s `surveyId`. */
                    surveyId: components["schemas"]["__schema33"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        date: components["schemas"]["__schema34"];
                        label: components["schemas"]["__schema35"];
                        description?: components["schemas"]["__schema36"];
                        color?: components["schemas"]["__schema37"];
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Marker"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/surveys/{surveyId}/markers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a marker
         * @description Admins. Audited as `marker.delete`.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description The survey’s `surveyId`. */
                    surveyId: components["schemas"]["__schema33"];
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no content. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a marker
         * @description Editors. Only the fields sent change; `description` or `color` `null` clears them. An empty body is 400.
         */
        patch: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description The survey’s `surveyId`. */
                    surveyId: components["schemas"]["__schema33"];
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        date?: components["schemas"]["__schema34"];
                        label?: components["schemas"]["__schema35"];
                        description?: components["schemas"]["__schema36"] | null;
                        color?: components["schemas"]["__schema37"] | null;
                    };
                };
            };
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Marker"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/intern/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tags of a team, with how often each is used
         * @description Most used first, then alphabetically.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TagCounts"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s teams and roles
         * @description Without a `team` parameter at all: every team the caller may see. With `?team=`: that team. `isOrgAdmin`: whether the caller administers the organisation (member of the admin group), so a client can ask without calling an org-admin operation and being refused.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MyTeams"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/themes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Themes of a team
         * @description Sorted by name.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ThemeList"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a theme
         * @description Editors. The team’s existing text answers are matched at once. A name the team already has is 409.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: components["schemas"]["__schema38"];
                        keywords: components["schemas"]["__schema39"];
                        color?: components["schemas"]["__schema37"];
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Theme"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/themes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a theme
         * @description Admins. Its matches go with it. Audited as `theme.delete`.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no content. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a theme
         * @description Editors. Only the fields sent change; `color` `null` clears it. New keywords re-match the team’s text answers at once. An empty body is 400; a name the team already has 409.
         */
        patch: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: components["schemas"]["__schema38"];
                        keywords?: components["schemas"]["__schema39"];
                        color?: components["schemas"]["__schema37"] | null;
                    };
                };
            };
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Theme"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/intern/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team’s webhook endpoints
         * @description Team admins. Oldest first; never a secret.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookEndpoints"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Team admins; at most 20 a team (400 past that). Messages follow Standard Webhooks v1, signed with the secret in the answer, which is shown once. A URL whose host is a loopback, private, link-local or otherwise internal address is 400. Audited as `webhook.create` (never with the URL).
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: components["schemas"]["__schema41"];
                        description?: components["schemas"]["__schema43"];
                        eventTypes: components["schemas"]["__schema44"];
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Team admins. Its pending messages are dropped with its delivery log. Audited as `webhook.delete`.
         */
        delete: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the webhook endpoint. */
                    id: components["schemas"]["__schema47"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Done; no content. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Team admins. Enabling clears `disabledReason`. Another team’s endpoint is 404. Audited as `webhook.update`.
         */
        patch: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the webhook endpoint. */
                    id: components["schemas"]["__schema47"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url?: components["schemas"]["__schema41"];
                        description?: components["schemas"]["__schema43"];
                        eventTypes?: components["schemas"]["__schema44"];
                        enabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookEndpoint"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/intern/webhooks/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log of an endpoint
         * @description Team admins. Newest first, kept 30 days; `nextCursor` (opaque) gives the next page, null at the end.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                    status?: "pending" | "delivered" | "failed";
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    /** @description Id of the webhook endpoint. */
                    id: components["schemas"]["__schema47"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WebhookMessages"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/webhooks/{id}/messages/{messageId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message again
         * @description Team admins. The message is due at once (with the same `webhook-id`), whatever its status; a message being sent right now is 409.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the webhook endpoint. */
                    id: components["schemas"]["__schema47"];
                    /** @description The message’s `webhook-id`. */
                    messageId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Accepted. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueuedWebhookMessage"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook endpoint’s secret
         * @description Team admins. A new secret, shown once; for `gracePeriodHours` (0–72) messages carry a signature with the old secret too. Audited as `webhook.rotate_secret`.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the webhook endpoint. */
                    id: components["schemas"]["__schema47"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        gracePeriodHours: number;
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RotatedWebhookSecret"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Team admins. Queues a `webhook.test` message for the endpoint, whatever events it subscribes to; a disabled endpoint gets it once it is enabled again.
         */
        post: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the webhook endpoint. */
                    id: components["schemas"]["__schema47"];
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Accepted. */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["QueuedWebhookMessage"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set up the organisation
         * @description Creates the installation’s one organisation and its team `default` (name `Default`). Org admins only; a second call is 409.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SetupResult"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the first key pair
         * @description Creates the first `sk` and `pk` keys of the default team; the values are shown once. `allowedOrigins` (at least one) apply to the `pk` key only, unless the installation sets `HEED_ALLOW_UNRESTRICTED_PK_ORIGINS=true`. Org admins only; 409 once the team has keys.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        allowedOrigins?: components["schemas"]["__schema0"];
                    };
                };
            };
            responses: {
                /** @description Created. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SetupKeys"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Not found. */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setup/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Onboarding status
         * @description Whether the organisation has been set up and whether any API key exists, so the dashboard can guide the first administrator.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SetupStatus"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit survey answers
         * @description Stores one set of answers for the key’s team. A browser sends its publishable key in `X-Api-Key` (the request `Origin` must be one of the key’s `allowedOrigins`); a backend sends its secret key as `Authorization: Bearer`. The first valid submission for a `surveyId` registers its definition; later ones must have the same structure, else 409 `definition_conflict` with a `diff`. A team registers at most `HEED_MAX_SURVEYS_PER_TEAM` surveys (default 1000); a new `surveyId` past that is 409 `survey_limit_reached`, while registered surveys keep working. Every answer is checked against the definition (the first submission’s own block; later ones the registered definition, whatever labels or rating scales their block claims): its `fieldId` exists, its value fits the field type, ratings lie within the variant (emoji 1–5, thumbs 1–2, stars 1–5, nps 0–10) and repeat the field’s `ratingScale`, chosen options exist. With a `deduplicationKey` already stored for the team and `surveyId`, nothing new is stored and the answer is **200** with the first submission’s `id` and `receivedAt` and `duplicate: true` (first wins when two arrive at once). While the database cannot answer, or too many submissions wait to be stored, the answer is 503 with `Retry-After`: send the same submission again later, with the same `deduplicationKey`, and it is stored at most once. Before storing, TEXT answers are scanned for personal data (e-mail addresses, phone numbers, national identity numbers with valid check digits, card numbers with a valid Luhn digit, account numbers and IBANs with valid check digits); each match is replaced by a placeholder such as `[email removed]` and the stored item is marked `sensitiveDataRedacted`. The optional `context`, `startedAt` and `timeToCompleteMs` are stored with the answers.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @constant */
                        schemaVersion: 2;
                        surveyId: string;
                        surveyType: string;
                        /** Format: date-time */
                        submittedAt: string;
                        answers: components["schemas"]["Answer"][];
                        definition: components["schemas"]["SurveyDefinition"];
                        /** @description Makes a retry safe: a repeat of the same key for the key’s team and `surveyId` stores nothing new and answers 200 with the first submission’s receipt and `duplicate: true`. */
                        deduplicationKey?: components["schemas"]["__schema66"];
                        context?: components["schemas"]["SubmissionContext"];
                        /** @description When the respondent opened the survey (ISO 8601 UTC). */
                        startedAt?: components["schemas"]["__schema74"];
                        /** @description How long answering took, in milliseconds. Kept only within 1 s – 30 min; any other value is accepted and stored as unknown. */
                        timeToCompleteMs?: components["schemas"]["__schema75"];
                    };
                };
            };
            responses: {
                /** @description A repeat of a call already done: nothing changed. */
                200: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubmissionReceipt"];
                    };
                };
                /** @description Created. */
                201: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SubmissionReceipt"];
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Conflict with the current state. */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["DefinitionConflictProblem"] | components["schemas"]["SurveyLimitProblem"];
                    };
                };
                /** @description Request body larger than the limit. */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Request body is not application/json. */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/intern/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the matching feedback as a file
         * @description Every item matching the list filters (no row cap), newest first, streamed as an attachment (`Content-Disposition: attachment; filename=heed-feedback-<team>-<time>.<format>`). `surveyId` is optional: without it every survey of the team is exported. CSV is UTF-8 with a BOM; JSON is one array of `FeedbackItem`s, exactly as the feedback list hands them out; XLSX is one sheet. Errors found before the first byte are problem+json; a failure while streaming aborts the response, so an incomplete file is never presented as complete. Counts against the export rate limit (30 per minute per user); at most two exports stream at once on one server (503 with Retry-After past that). Audited as `export.feedback` with the number of rows written.
         */
        get: {
            parameters: {
                query: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                    surveyId?: components["schemas"]["__schema6"];
                    /** @description First day, inclusive, in `tz` (of `receivedAt`). */
                    from?: components["schemas"]["__schema7"];
                    /** @description Last day, inclusive, in `tz` (of `receivedAt`). */
                    to?: components["schemas"]["__schema9"];
                    /** @description IANA time zone of `from` and `to`; default `UTC`. */
                    tz?: components["schemas"]["__schema10"];
                    appName?: components["schemas"]["__schema12"];
                    /** @description `<fieldId>:<rating>`, or `<fieldId>:<min>-<max>` for the ratings `min` to `max` inclusive (e.g. `overall:1-2`; `min` ≤ `max`, at most 11 ratings); split at the last colon; repeatable, all must hold. */
                    rating?: components["schemas"]["__schema13"];
                    /** @description `<fieldId>:<optionId>` (split at the first colon); repeatable, all must hold. */
                    choice?: components["schemas"]["__schema16"];
                    hasText?: components["schemas"]["__schema19"];
                    /** @description Repeatable; the item must carry every tag given (case-insensitive). */
                    tag?: components["schemas"]["__schema20"];
                    /** @description A theme id, or `uncategorized`: items with text that matches no theme. */
                    theme?: components["schemas"]["__schema23"];
                    deviceType?: components["schemas"]["__schema25"];
                    /** @description Words that must all occur in the text answers (whole words, case-insensitive). */
                    q?: components["schemas"]["__schema26"];
                    format: "csv" | "json" | "xlsx";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK. */
                200: {
                    headers: {
                        /** @description Per-user authorised data: no shared or browser cache may keep the answer. */
                        "Cache-Control": "no-store";
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                        "application/json": components["schemas"]["FeedbackItem"][];
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
                /** @description Invalid request: a field is missing, malformed or out of range. */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Missing or invalid authentication. */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Authenticated, but not allowed. */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Rate limit exceeded; see Retry-After. */
                429: {
                    headers: {
                        /** @description Requests per minute allowed (per key; per user for dashboard analytics). */
                        "RateLimit-Limit": string;
                        /** @description Requests left in the current window. */
                        "RateLimit-Remaining": string;
                        /** @description Seconds until the window resets. */
                        "RateLimit-Reset": string;
                        /** @description Whole seconds to wait before retrying (at least 1). */
                        "Retry-After": string;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description Unexpected error; the body says nothing about the cause. */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
                /** @description A dependency (database, identity provider) is unavailable; retry later. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The kind of device the answers were given on.
         * @enum {string}
         */
        DeviceType: "mobile" | "tablet" | "desktop";
        Answer: {
            fieldId: components["schemas"]["__schema48"];
            fieldType: components["schemas"]["__schema49"];
            question: components["schemas"]["__schema50"];
            value: components["schemas"]["AnswerValue"];
        };
        /**
         * @description The value shape follows the field type: RATING → rating (within the variant: emoji 1–5, thumbs 1–2, stars 1–5, nps 0–10, and at most ratingScale), TEXT → text (≤ 2000 characters), SINGLE_CHOICE → singleChoice, MULTI_CHOICE → multiChoice (distinct option ids).
         * @example {
         *       "type": "rating",
         *       "rating": 4,
         *       "ratingVariant": "stars",
         *       "ratingScale": 5
         *     }
         * @example {
         *       "type": "rating",
         *       "rating": 9,
         *       "ratingVariant": "nps",
         *       "ratingScale": 10
         *     }
         * @example {
         *       "type": "text",
         *       "text": "Quick and easy."
         *     }
         * @example {
         *       "type": "singleChoice",
         *       "selectedOptionId": "friend"
         *     }
         * @example {
         *       "type": "multiChoice",
         *       "selectedOptionIds": [
         *         "export",
         *         "tags"
         *       ]
         *     }
         */
        AnswerValue: components["schemas"]["__schema52"] | components["schemas"]["__schema55"] | components["schemas"]["__schema56"] | components["schemas"]["__schema57"];
        /** @description The survey structure. Order is significant: the definition hash covers field order, field ids and types, rating variants and option ids in order. Labels are not structural. */
        SurveyDefinition: {
            surveyType: components["schemas"]["__schema58"];
            fields: components["schemas"]["__schema59"];
        };
        /**
         * @example {
         *       "fieldId": "overall",
         *       "fieldType": "RATING",
         *       "label": "Overall",
         *       "ratingVariant": "stars",
         *       "ratingScale": 5
         *     }
         * @example {
         *       "fieldId": "recommend",
         *       "fieldType": "RATING",
         *       "label": "Recommend us?",
         *       "ratingVariant": "nps",
         *       "ratingScale": 10
         *     }
         * @example {
         *       "fieldId": "helpful",
         *       "fieldType": "RATING",
         *       "label": "Helpful?",
         *       "ratingVariant": "thumbs",
         *       "ratingScale": 2
         *     }
         * @example {
         *       "fieldId": "comment",
         *       "fieldType": "TEXT",
         *       "label": "Anything else?"
         *     }
         * @example {
         *       "fieldId": "channel",
         *       "fieldType": "SINGLE_CHOICE",
         *       "label": "How did you find us?",
         *       "options": [
         *         {
         *           "optionId": "search",
         *           "label": "Search engine"
         *         },
         *         {
         *           "optionId": "friend",
         *           "label": "A friend"
         *         }
         *       ]
         *     }
         * @example {
         *       "fieldId": "features",
         *       "fieldType": "MULTI_CHOICE",
         *       "label": "What do you use?",
         *       "options": [
         *         {
         *           "optionId": "export",
         *           "label": "Export"
         *         },
         *         {
         *           "optionId": "tags",
         *           "label": "Tags"
         *         }
         *       ]
         *     }
         */
        FieldDefinition: components["schemas"]["__schema60"] | components["schemas"]["__schema61"] | components["schemas"]["__schema62"] | components["schemas"]["__schema65"];
        /**
         * @description Where and how the answers were given. Stored with the feedback and filterable; never written to an audit event.
         * @example {
         *       "pathname": "/checkout/payment",
         *       "deviceType": "mobile",
         *       "viewport": {
         *         "width": 390,
         *         "height": 844
         *       },
         *       "locale": "nb-NO",
         *       "tags": {
         *         "release": "2026.11",
         *         "plan": "pro"
         *       }
         *     }
         */
        SubmissionContext: {
            pathname?: components["schemas"]["__schema67"];
            deviceType?: components["schemas"]["__schema68"];
            viewport?: components["schemas"]["__schema69"];
            locale?: components["schemas"]["__schema70"];
            tags?: components["schemas"]["__schema71"];
        };
        /** @description Origins (`https://app.example.com`, no path; `http` only for localhost) a publishable key accepts requests from. */
        __schema0: components["schemas"]["__schema1"][];
        __schema1: string;
        /** @description Requests per minute for this key. */
        __schema2: number;
        /** Format: uuid */
        __schema3: string;
        /** @description Team slug. Repeated: the first value is used. */
        __schema4: components["schemas"]["__schema5"];
        __schema5: string | string[];
        __schema6: string;
        /** @description First day, inclusive, in `tz` (of `receivedAt`). */
        __schema7: components["schemas"]["__schema8"];
        __schema8: string;
        /** @description Last day, inclusive, in `tz` (of `receivedAt`). */
        __schema9: components["schemas"]["__schema8"];
        /** @description IANA time zone of `from` and `to`; default `UTC`. */
        __schema10: components["schemas"]["__schema11"];
        __schema11: string;
        __schema12: string;
        /** @description `<fieldId>:<rating>`, or `<fieldId>:<min>-<max>` for the ratings `min` to `max` inclusive (e.g. `overall:1-2`; `min` ≤ `max`, at most 11 ratings); split at the last colon; repeatable, all must hold. */
        __schema13: components["schemas"]["__schema14"];
        __schema14: components["schemas"]["__schema15"] | components["schemas"]["__schema15"][];
        __schema15: string;
        /** @description `<fieldId>:<optionId>` (split at the first colon); repeatable, all must hold. */
        __schema16: components["schemas"]["__schema17"];
        __schema17: components["schemas"]["__schema18"] | components["schemas"]["__schema18"][];
        __schema18: string;
        /** @enum {string} */
        __schema19: "true" | "false";
        /** @description Repeatable; the item must carry every tag given (case-insensitive). */
        __schema20: components["schemas"]["__schema21"];
        __schema21: components["schemas"]["__schema22"] | components["schemas"]["__schema22"][];
        __schema22: string;
        /** @description A theme id, or `uncategorized`: items with text that matches no theme. */
        __schema23: components["schemas"]["__schema24"];
        __schema24: "uncategorized" | string;
        __schema25: components["schemas"]["DeviceType"];
        /** @description Words that must all occur in the text answers (whole words, case-insensitive). */
        __schema26: components["schemas"]["__schema27"];
        __schema27: string;
        __schema28: number;
        __schema29: string;
        /**
         * Format: uuid
         * @description Id of the feedback item.
         */
        __schema30: string;
        /** @example pricing */
        __schema31: string;
        __schema32: string;
        /** @description The survey’s `surveyId`. */
        __schema33: string;
        /** @example 2026-11-20 */
        __schema34: string;
        /** @example Release 4.2 */
        __schema35: string;
        /** @example New checkout flow */
        __schema36: string;
        /** @example #1f77b4 */
        __schema37: string;
        /** @example Checkout */
        __schema38: string;
        /**
         * @description A text answer belongs to the theme when one keyword occurs in it as a phrase: its words, whole, in order and adjacent, case-insensitive.
         * @example [
         *       "checkout",
         *       "payment failed",
         *       "card declined"
         *     ]
         */
        __schema39: components["schemas"]["__schema40"][];
        __schema40: string;
        /**
         * @description Where messages are POSTed: `https` (plain `http` only with `HEED_WEBHOOK_ALLOW_HTTP=true`); a loopback, private, link-local or otherwise internal address is refused.
         * @example https://hooks.example.com/heed
         */
        __schema41: components["schemas"]["__schema42"];
        __schema42: string;
        /** @description A note for the team, up to 200 characters. */
        __schema43: string;
        /** @description The events sent to the endpoint; at least one. */
        __schema44: components["schemas"]["__schema45"];
        __schema45: components["schemas"]["__schema46"][];
        /**
         * @description An event Heed sends: the `type` of the body.
         * @enum {string}
         */
        __schema46: "feedback.created" | "feedback.updated" | "feedback.deleted" | "survey.deleted" | "retention.applied" | "webhook.test";
        /**
         * Format: uuid
         * @description Id of the webhook endpoint.
         */
        __schema47: string;
        __schema48: string;
        /** @enum {string} */
        __schema49: "RATING" | "TEXT" | "SINGLE_CHOICE" | "MULTI_CHOICE";
        __schema50: {
            label: components["schemas"]["__schema51"];
        };
        __schema51: string;
        __schema52: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "rating";
            rating: number;
            ratingVariant: components["schemas"]["__schema53"];
            ratingScale: components["schemas"]["__schema54"];
        };
        /** @enum {string} */
        __schema53: "emoji" | "thumbs" | "stars" | "nps";
        __schema54: number;
        __schema55: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
            text: string;
        };
        __schema56: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "singleChoice";
            selectedOptionId: components["schemas"]["__schema48"];
        };
        __schema57: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "multiChoice";
            selectedOptionIds: components["schemas"]["__schema48"][];
        };
        __schema58: string;
        __schema59: components["schemas"]["FieldDefinition"][];
        __schema60: {
            fieldId: components["schemas"]["__schema48"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "RATING";
            label: components["schemas"]["__schema51"];
            ratingVariant: components["schemas"]["__schema53"];
            ratingScale: components["schemas"]["__schema54"];
        };
        __schema61: {
            fieldId: components["schemas"]["__schema48"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "TEXT";
            label: components["schemas"]["__schema51"];
        };
        __schema62: {
            fieldId: components["schemas"]["__schema48"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "SINGLE_CHOICE";
            label: components["schemas"]["__schema51"];
            options: components["schemas"]["__schema63"];
        };
        __schema63: components["schemas"]["__schema64"][];
        __schema64: {
            optionId: components["schemas"]["__schema48"];
            label: components["schemas"]["__schema51"];
        };
        __schema65: {
            fieldId: components["schemas"]["__schema48"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "MULTI_CHOICE";
            label: components["schemas"]["__schema51"];
            options: components["schemas"]["__schema63"];
        };
        __schema66: string;
        __schema67: string;
        __schema68: components["schemas"]["DeviceType"];
        __schema69: {
            width: number;
            height: number;
        };
        __schema70: string;
        __schema71: {
            [key: string]: components["schemas"]["__schema73"];
        };
        __schema72: string;
        __schema73: string;
        /** Format: date-time */
        __schema74: string;
        __schema75: number;
        ApiKeyList: {
            keys: components["schemas"]["__schema76"];
        };
        ApiKeySummary: {
            id: components["schemas"]["__schema77"];
            keyPrefix: components["schemas"]["__schema78"];
            keyType: components["schemas"]["__schema79"];
            team: components["schemas"]["__schema80"];
            appName: components["schemas"]["__schema81"];
            allowedOrigins: components["schemas"]["__schema82"];
            rateLimit: components["schemas"]["__schema83"];
            status: components["schemas"]["__schema84"];
            createdAt: components["schemas"]["__schema85"];
            expiresAt: components["schemas"]["__schema86"];
            revokedAt: components["schemas"]["__schema87"];
            lastUsedAt: components["schemas"]["__schema88"];
            replacesKeyId: components["schemas"]["__schema89"];
        };
        Problem: {
            type: components["schemas"]["__schema91"];
            title: components["schemas"]["__schema92"];
            status: components["schemas"]["__schema93"];
            detail: components["schemas"]["__schema94"];
            code: components["schemas"]["__schema95"];
            errors?: components["schemas"]["__schema96"];
        } & {
            [key: string]: components["schemas"]["__schema98"];
        };
        IssuedApiKey: {
            id: components["schemas"]["__schema99"];
            key: components["schemas"]["__schema100"];
            keyType: components["schemas"]["__schema79"];
            team: components["schemas"]["__schema101"];
            appName: components["schemas"]["__schema102"];
            allowedOrigins: components["schemas"]["__schema103"];
            rateLimit: components["schemas"]["__schema104"];
            createdAt: components["schemas"]["__schema105"];
        };
        RotatedApiKey: {
            id: components["schemas"]["__schema99"];
            key: components["schemas"]["__schema100"];
            keyType: components["schemas"]["__schema79"];
            team: components["schemas"]["__schema101"];
            appName: components["schemas"]["__schema102"];
            allowedOrigins: components["schemas"]["__schema103"];
            rateLimit: components["schemas"]["__schema104"];
            createdAt: components["schemas"]["__schema105"];
            previousKeyId: components["schemas"]["__schema106"];
            previousKeyExpiresAt: components["schemas"]["__schema107"];
        };
        Organisation: {
            slug: components["schemas"]["__schema108"];
            name: components["schemas"]["__schema109"];
        };
        TeamList: {
            teams: components["schemas"]["__schema110"];
        };
        Team: {
            slug: components["schemas"]["__schema111"];
            name: components["schemas"]["__schema112"];
        };
        GroupMappingList: {
            mappings: components["schemas"]["__schema113"];
        };
        GroupMapping: {
            id: components["schemas"]["__schema114"];
            oidcGroupId: components["schemas"]["__schema115"];
            role: components["schemas"]["__schema116"];
        };
        ApiKeyEventPage: {
            events: components["schemas"]["__schema117"];
            nextBefore: components["schemas"]["__schema124"];
        };
        ApiKeyEvent: {
            id: components["schemas"]["__schema118"];
            keyId: components["schemas"]["__schema119"];
            keyPrefix: components["schemas"]["__schema120"];
            keyType: components["schemas"]["__schema79"];
            eventType: components["schemas"]["__schema121"];
            actor: components["schemas"]["__schema122"];
            createdAt: components["schemas"]["__schema123"];
        };
        TeamSurveys: {
            team: components["schemas"]["__schema125"];
            surveys: components["schemas"]["__schema126"];
        };
        Health: {
            status: components["schemas"]["__schema127"];
            version: components["schemas"]["__schema128"];
            database: components["schemas"]["__schema129"];
        };
        /**
         * @example {
         *       "items": [
         *         {
         *           "id": "6f1c2f9e-8a52-4d7e-9a35-2b1f0c7d9e41",
         *           "surveyId": "checkout-satisfaction",
         *           "surveyType": "rating",
         *           "appName": "webshop",
         *           "submittedAt": "2026-11-22T10:15:00.000Z",
         *           "receivedAt": "2026-11-22T10:15:00.412Z",
         *           "answers": [
         *             {
         *               "fieldId": "overall",
         *               "fieldType": "RATING",
         *               "question": {
         *                 "label": "How was checkout?"
         *               },
         *               "value": {
         *                 "type": "rating",
         *                 "rating": 4,
         *                 "ratingVariant": "emoji",
         *                 "ratingScale": 5
         *               }
         *             },
         *             {
         *               "fieldId": "comment",
         *               "fieldType": "TEXT",
         *               "question": {
         *                 "label": "Anything to add?"
         *               },
         *               "value": {
         *                 "type": "text",
         *                 "text": "Slow payment page, call me at [phone removed]"
         *               }
         *             }
         *           ],
         *           "tags": [
         *             "payment"
         *           ],
         *           "themes": [
         *             "0b6c7f61-3f7a-4a53-8f0e-1f4a5e9b2c10"
         *           ],
         *           "context": {
         *             "pathname": "/checkout/payment",
         *             "deviceType": "mobile",
         *             "locale": "nb-NO"
         *           },
         *           "sensitiveDataRedacted": true
         *         }
         *       ],
         *       "nextCursor": null,
         *       "total": 1
         *     }
         */
        FeedbackPage: {
            items: components["schemas"]["__schema130"];
            nextCursor: components["schemas"]["__schema154"];
            total: components["schemas"]["__schema156"];
        };
        /**
         * @example {
         *       "id": "6f1c2f9e-8a52-4d7e-9a35-2b1f0c7d9e41",
         *       "surveyId": "checkout-satisfaction",
         *       "surveyType": "rating",
         *       "appName": "webshop",
         *       "submittedAt": "2026-11-22T10:15:00.000Z",
         *       "receivedAt": "2026-11-22T10:15:00.412Z",
         *       "answers": [
         *         {
         *           "fieldId": "overall",
         *           "fieldType": "RATING",
         *           "question": {
         *             "label": "How was checkout?"
         *           },
         *           "value": {
         *             "type": "rating",
         *             "rating": 4,
         *             "ratingVariant": "emoji",
         *             "ratingScale": 5
         *           }
         *         },
         *         {
         *           "fieldId": "comment",
         *           "fieldType": "TEXT",
         *           "question": {
         *             "label": "Anything to add?"
         *           },
         *           "value": {
         *             "type": "text",
         *             "text": "Slow payment page, call me at [phone removed]"
         *           }
         *         }
         *       ],
         *       "tags": [
         *         "payment"
         *       ],
         *       "themes": [
         *         "0b6c7f61-3f7a-4a53-8f0e-1f4a5e9b2c10"
         *       ],
         *       "context": {
         *         "pathname": "/checkout/payment",
         *         "deviceType": "mobile",
         *         "locale": "nb-NO"
         *       },
         *       "sensitiveDataRedacted": true
         *     }
         */
        FeedbackItem: {
            id: components["schemas"]["__schema131"];
            surveyId: components["schemas"]["__schema132"];
            surveyType: components["schemas"]["__schema133"];
            appName: components["schemas"]["__schema134"];
            submittedAt: components["schemas"]["__schema135"];
            receivedAt: components["schemas"]["__schema136"];
            answers: components["schemas"]["__schema137"];
            tags: components["schemas"]["__schema142"];
            themes: components["schemas"]["__schema143"];
            context: components["schemas"]["__schema145"];
            sensitiveDataRedacted: components["schemas"]["__schema153"];
        };
        StoredAnswer: {
            fieldId: components["schemas"]["__schema138"];
            fieldType: components["schemas"]["__schema139"];
            question: components["schemas"]["__schema140"];
            value: components["schemas"]["__schema141"];
        };
        /**
         * @example {
         *       "tags": [
         *         "pricing",
         *         "slow-checkout"
         *       ]
         *     }
         */
        FeedbackTags: {
            tags: components["schemas"]["__schema157"];
        };
        FiltersBootstrap: {
            team: components["schemas"]["__schema159"];
            surveys: components["schemas"]["__schema160"];
            appNames: components["schemas"]["__schema169"];
            tags: components["schemas"]["__schema170"];
            themes: components["schemas"]["__schema172"];
            deviceTypes: components["schemas"]["__schema173"];
            firstResponseAt: components["schemas"]["__schema174"];
            lastResponseAt: components["schemas"]["__schema175"];
        };
        OverviewPage: {
            surveys: components["schemas"]["__schema176"];
            surveyId: components["schemas"]["__schema185"];
            trendFieldId: components["schemas"]["__schema187"];
            trend: components["schemas"]["__schema189"];
            overview: components["schemas"]["__schema207"];
            themes: components["schemas"]["__schema232"];
        };
        SurveySummary: {
            surveyId: components["schemas"]["__schema177"];
            surveyType: components["schemas"]["__schema178"];
            appNames: components["schemas"]["__schema179"];
            responses: components["schemas"]["__schema181"];
            firstResponseAt: components["schemas"]["__schema182"];
            lastResponseAt: components["schemas"]["__schema183"];
            fields: components["schemas"]["__schema184"];
        };
        StatsTrend: {
            interval: components["schemas"]["__schema190"];
            tz: components["schemas"]["__schema191"];
            fieldId: components["schemas"]["__schema192"];
            period: components["schemas"]["__schema193"];
            buckets: components["schemas"]["__schema195"];
            previous: components["schemas"]["__schema202"];
            markers: components["schemas"]["__schema205"];
        };
        TrendBucket: {
            start: components["schemas"]["__schema196"];
            responses: components["schemas"]["__schema197"];
            average: components["schemas"]["__schema199"];
            distribution: components["schemas"]["__schema200"];
            masked: components["schemas"]["__schema201"];
        };
        /**
         * @example {
         *       "total": 120,
         *       "withText": 48,
         *       "period": {
         *         "from": "2026-11-01",
         *         "to": "2026-11-30"
         *       },
         *       "privacy": {
         *         "threshold": 5,
         *         "masked": false
         *       },
         *       "fields": [
         *         {
         *           "fieldId": "overall",
         *           "fieldType": "RATING",
         *           "label": "How was checkout?",
         *           "masked": false,
         *           "responses": 118,
         *           "average": 4.21,
         *           "distribution": {
         *             "1": 3,
         *             "2": 5,
         *             "3": 10,
         *             "4": 38,
         *             "5": 62
         *           }
         *         },
         *         {
         *           "fieldId": "comment",
         *           "fieldType": "TEXT",
         *           "label": "Anything else?",
         *           "masked": false,
         *           "responses": 48,
         *           "themes": [
         *             {
         *               "themeId": "2f1c6a0e-5d0b-4a43-9d7e-6b1d2a3c4e5f",
         *               "count": 20
         *             }
         *           ],
         *           "uncategorized": 28
         *         },
         *         {
         *           "fieldId": "payment",
         *           "fieldType": "MULTI_CHOICE",
         *           "label": "How did you pay?",
         *           "masked": false,
         *           "responses": 24,
         *           "distribution": {
         *             "card": 12,
         *             "invoice": 14,
         *             "paypal": 10
         *           },
         *           "shares": {
         *             "card": 0.5,
         *             "invoice": 0.5833,
         *             "paypal": 0.4167
         *           }
         *         }
         *       ]
         *     }
         */
        StatsOverview: {
            total: components["schemas"]["__schema208"];
            withText: components["schemas"]["__schema209"];
            period: components["schemas"]["__schema210"];
            privacy: components["schemas"]["__schema213"];
            fields: components["schemas"]["__schema214"];
        };
        FieldStats: components["schemas"]["__schema215"] | components["schemas"]["__schema227"] | components["schemas"]["__schema230"];
        Nps: {
            score: components["schemas"]["__schema223"];
            promoters: components["schemas"]["__schema224"];
            passives: components["schemas"]["__schema225"];
            detractors: components["schemas"]["__schema226"];
        };
        /**
         * @example {
         *       "id": "6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b",
         *       "name": "Checkout",
         *       "keywords": [
         *         "checkout",
         *         "payment failed"
         *       ],
         *       "color": "#d62728",
         *       "createdAt": "2026-11-20T09:12:00.000Z"
         *     }
         */
        Theme: {
            id: components["schemas"]["__schema233"];
            name: components["schemas"]["__schema234"];
            keywords: components["schemas"]["__schema235"];
            color: components["schemas"]["__schema236"];
            createdAt: components["schemas"]["__schema237"];
        };
        /**
         * @example {
         *       "surveys": [
         *         {
         *           "surveyId": "checkout-satisfaction",
         *           "surveyType": "rating",
         *           "appNames": [
         *             "webshop"
         *           ],
         *           "responses": 412,
         *           "firstResponseAt": "2026-10-01T08:12:44.120Z",
         *           "lastResponseAt": "2026-11-22T10:15:00.412Z",
         *           "fields": [
         *             {
         *               "fieldId": "overall",
         *               "fieldType": "RATING",
         *               "label": "How was checkout?",
         *               "ratingVariant": "emoji",
         *               "ratingScale": 5
         *             },
         *             {
         *               "fieldId": "comment",
         *               "fieldType": "TEXT",
         *               "label": "Anything to add?"
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        SurveyList: {
            surveys: components["schemas"]["__schema238"];
        };
        /**
         * @example {
         *       "surveyId": "checkout-satisfaction",
         *       "deletedCount": 1284
         *     }
         */
        SurveyDeletion: {
            surveyId: components["schemas"]["__schema239"];
            deletedCount: components["schemas"]["__schema240"];
        };
        MarkerList: {
            markers: components["schemas"]["__schema241"];
        };
        /**
         * @example {
         *       "id": "0b9e1c52-8a1d-4d55-9a53-3f4b2c1d7e10",
         *       "surveyId": "checkout-satisfaction",
         *       "date": "2026-11-20",
         *       "label": "Release 4.2",
         *       "description": "New checkout flow",
         *       "color": "#1f77b4",
         *       "createdAt": "2026-11-20T09:12:00.000Z",
         *       "updatedAt": "2026-11-20T09:12:00.000Z"
         *     }
         */
        Marker: {
            id: components["schemas"]["__schema242"];
            surveyId: components["schemas"]["__schema243"];
            date: components["schemas"]["__schema244"];
            label: components["schemas"]["__schema245"];
            description: components["schemas"]["__schema246"];
            color: components["schemas"]["__schema247"];
            createdAt: components["schemas"]["__schema248"];
            updatedAt: components["schemas"]["__schema249"];
        };
        /**
         * @example {
         *       "tags": [
         *         {
         *           "tag": "pricing",
         *           "count": 12
         *         },
         *         {
         *           "tag": "slow-checkout",
         *           "count": 3
         *         }
         *       ]
         *     }
         */
        TagCounts: {
            tags: components["schemas"]["__schema250"];
        };
        MyTeams: {
            teams: components["schemas"]["__schema251"];
            isOrgAdmin: components["schemas"]["__schema252"];
        };
        ThemeList: {
            themes: components["schemas"]["__schema253"];
        };
        WebhookEndpoints: {
            endpoints: components["schemas"]["__schema254"];
        };
        /**
         * @example {
         *       "id": "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b",
         *       "url": "https://hooks.example.com/heed",
         *       "description": "Issue tracker",
         *       "eventTypes": [
         *         "feedback.created"
         *       ],
         *       "enabled": true,
         *       "disabledReason": null,
         *       "createdAt": "2026-11-27T10:00:00.000Z",
         *       "updatedAt": "2026-11-27T10:00:00.000Z"
         *     }
         */
        WebhookEndpoint: {
            id: components["schemas"]["__schema255"];
            url: components["schemas"]["__schema256"];
            description: components["schemas"]["__schema257"];
            eventTypes: components["schemas"]["__schema258"];
            enabled: components["schemas"]["__schema259"];
            disabledReason: components["schemas"]["__schema260"];
            createdAt: components["schemas"]["__schema262"];
            updatedAt: components["schemas"]["__schema263"];
        };
        CreatedWebhookEndpoint: {
            id: components["schemas"]["__schema255"];
            url: components["schemas"]["__schema256"];
            description: components["schemas"]["__schema257"];
            eventTypes: components["schemas"]["__schema258"];
            enabled: components["schemas"]["__schema259"];
            disabledReason: components["schemas"]["__schema260"];
            createdAt: components["schemas"]["__schema262"];
            updatedAt: components["schemas"]["__schema263"];
            secret: components["schemas"]["__schema264"];
        };
        WebhookMessages: {
            messages: components["schemas"]["__schema265"];
            nextCursor: components["schemas"]["__schema277"];
        };
        WebhookMessage: {
            id: components["schemas"]["__schema266"];
            eventType: components["schemas"]["__schema267"];
            createdAt: components["schemas"]["__schema268"];
            status: components["schemas"]["__schema269"];
            attempts: components["schemas"]["__schema270"];
            nextAttemptAt: components["schemas"]["__schema271"];
            lastAttempt: components["schemas"]["__schema273"];
            payload: components["schemas"]["__schema275"];
        };
        QueuedWebhookMessage: {
            messageId: components["schemas"]["__schema266"];
        };
        RotatedWebhookSecret: {
            secret: components["schemas"]["__schema264"];
            previousSecretExpiresAt: components["schemas"]["__schema278"];
        };
        SetupResult: {
            org: components["schemas"]["Organisation"];
            team: components["schemas"]["Team"];
        };
        SetupKeys: {
            secretKey: components["schemas"]["__schema280"];
            publishableKey: components["schemas"]["__schema281"];
        };
        SetupStatus: {
            orgExists: components["schemas"]["__schema282"];
            hasApiKeys: components["schemas"]["__schema283"];
            orgName: components["schemas"]["__schema284"];
        };
        SubmissionReceipt: {
            id: components["schemas"]["__schema285"];
            surveyId: components["schemas"]["__schema286"];
            surveyIdRef: components["schemas"]["__schema287"];
            receivedAt: components["schemas"]["__schema288"];
            duplicate?: components["schemas"]["__schema289"];
        };
        DefinitionConflictProblem: {
            type: components["schemas"]["__schema91"];
            title: components["schemas"]["__schema92"];
            status: components["schemas"]["__schema93"];
            detail: components["schemas"]["__schema94"];
            code: components["schemas"]["__schema291"];
            errors?: components["schemas"]["__schema96"];
            diff: components["schemas"]["DefinitionDiff"];
            diffRedacted: components["schemas"]["__schema302"];
        } & {
            [key: string]: components["schemas"]["__schema98"];
        };
        /** @description Changes grouped as removed, added, moved, changed; within a group in field order. `position`, `from` and `to` are indexes in the registered (removed, from) or submitted (added, to) field list. */
        DefinitionDiff: {
            changes: components["schemas"]["__schema292"];
        };
        DefinitionChange: components["schemas"]["__schema293"] | components["schemas"]["__schema296"] | components["schemas"]["__schema297"] | components["schemas"]["__schema298"] | components["schemas"]["__schema299"] | components["schemas"]["__schema301"];
        SurveyLimitProblem: {
            type: components["schemas"]["__schema91"];
            title: components["schemas"]["__schema92"];
            status: components["schemas"]["__schema93"];
            detail: components["schemas"]["__schema94"];
            code: components["schemas"]["__schema303"];
            errors?: components["schemas"]["__schema96"];
            limit: components["schemas"]["__schema304"];
        } & {
            [key: string]: components["schemas"]["__schema98"];
        };
        __schema76: components["schemas"]["ApiKeySummary"][];
        /** Format: uuid */
        __schema77: string;
        /** @description `heed_pk_live` or `heed_sk_live`. */
        __schema78: string;
        /** @enum {string} */
        __schema79: "pk" | "sk";
        /** @description Slug of the team the key belongs to. */
        __schema80: string;
        __schema81: string;
        __schema82: string[];
        __schema83: number;
        /** @enum {string} */
        __schema84: "active" | "expiring" | "expired" | "revoked";
        /** Format: date-time */
        __schema85: string;
        __schema86: string | null;
        __schema87: string | null;
        __schema88: string | null;
        /** @description The key this one replaced by rotation (null for a key created anew). */
        __schema89: components["schemas"]["__schema90"] | null;
        /** Format: uuid */
        __schema90: string;
        /** @description URI identifying the problem type: `urn:heed:problem:<code>`. */
        __schema91: string;
        __schema92: string;
        __schema93: number;
        __schema94: string;
        /** @description Machine code: invalid_request, unauthorized, forbidden, not_found, conflict, definition_conflict, survey_limit_reached, rate_limited, origin_not_allowed, team_required, payload_too_large, unsupported_media_type, service_unavailable, internal_error. */
        __schema95: string;
        /** @description Validation errors, one per offending field. */
        __schema96: components["schemas"]["__schema97"];
        __schema97: {
            path: string;
            message: string;
        }[];
        __schema98: unknown;
        /** Format: uuid */
        __schema99: string;
        /** @description The full key value. It is shown once and cannot be retrieved. */
        __schema100: string;
        __schema101: string;
        __schema102: string;
        __schema103: string[];
        __schema104: number;
        /** Format: date-time */
        __schema105: string;
        /** Format: uuid */
        __schema106: string;
        /** Format: date-time */
        __schema107: string;
        __schema108: string;
        __schema109: string;
        __schema110: components["schemas"]["Team"][];
        __schema111: string;
        __schema112: string;
        __schema113: components["schemas"]["GroupMapping"][];
        /** Format: uuid */
        __schema114: string;
        __schema115: string;
        /** @enum {string} */
        __schema116: "viewer" | "editor" | "admin";
        __schema117: components["schemas"]["ApiKeyEvent"][];
        /** Format: uuid */
        __schema118: string;
        /** Format: uuid */
        __schema119: string;
        __schema120: string;
        /** @enum {string} */
        __schema121: "created" | "rotated" | "revoked";
        __schema122: {
            /** @enum {string} */
            type: "oidc_user" | "api_key" | "system";
            userRef: string | null;
            keyId: string | null;
        };
        /** Format: date-time */
        __schema123: string;
        __schema124: null;
        __schema125: string;
        __schema126: {
            surveyId: string;
            surveyType: string;
            /** Format: date-time */
            registeredAt: string;
            responses: number;
        }[];
        /** @enum {string} */
        __schema127: "ok";
        __schema128: string;
        __schema129: {
            reachable: boolean;
            pendingMigrations: string[];
        };
        __schema130: components["schemas"]["FeedbackItem"][];
        /** Format: uuid */
        __schema131: string;
        __schema132: string;
        __schema133: string;
        __schema134: string;
        /** Format: date-time */
        __schema135: string;
        /** Format: date-time */
        __schema136: string;
        __schema137: components["schemas"]["StoredAnswer"][];
        __schema138: string;
        /** @enum {string} */
        __schema139: "RATING" | "TEXT" | "SINGLE_CHOICE" | "MULTI_CHOICE";
        __schema140: {
            label: string;
        };
        __schema141: {
            /** @constant */
            type: "rating";
            rating: number;
            ratingVariant: string;
            ratingScale: number;
        } | {
            /** @constant */
            type: "text";
            text: string;
        } | {
            /** @constant */
            type: "singleChoice";
            selectedOptionId: string;
        } | {
            /** @constant */
            type: "multiChoice";
            selectedOptionIds: string[];
        };
        __schema142: string[];
        /** @description Ids of the team’s themes the text answers match. */
        __schema143: components["schemas"]["__schema144"][];
        /** Format: uuid */
        __schema144: string;
        __schema145: components["schemas"]["SubmissionContextOutput"] | null;
        __schema146: string;
        __schema147: components["schemas"]["DeviceType"];
        __schema148: {
            width: number;
            height: number;
        };
        __schema149: string;
        __schema150: {
            [key: string]: components["schemas"]["__schema152"];
        };
        __schema151: string;
        __schema152: string;
        /** @description Personal data in a TEXT answer was replaced by a placeholder before storing. */
        __schema153: boolean;
        /** @description null on the last page. */
        __schema154: components["schemas"]["__schema155"] | null;
        __schema155: string;
        /** @description Items matching the filters, on every page. */
        __schema156: number;
        /** @description Every tag of the item, sorted. */
        __schema157: components["schemas"]["__schema158"][];
        __schema158: string;
        __schema159: string;
        __schema160: {
            surveyId: string;
            surveyType: string;
            /** @description The survey’s fields with their labels and options, in order. */
            fields: components["schemas"]["FieldDefinitionOutput"][];
        }[];
        __schema161: {
            fieldId: components["schemas"]["__schema162"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "RATING";
            label: components["schemas"]["__schema163"];
            /** @enum {string} */
            ratingVariant: "emoji" | "thumbs" | "stars" | "nps";
            ratingScale: number;
        };
        __schema162: string;
        __schema163: string;
        __schema164: {
            fieldId: components["schemas"]["__schema162"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "TEXT";
            label: components["schemas"]["__schema163"];
        };
        __schema165: {
            fieldId: components["schemas"]["__schema162"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "SINGLE_CHOICE";
            label: components["schemas"]["__schema163"];
            options: components["schemas"]["__schema166"];
        };
        __schema166: components["schemas"]["__schema167"][];
        __schema167: {
            optionId: components["schemas"]["__schema162"];
            label: components["schemas"]["__schema163"];
        };
        __schema168: {
            fieldId: components["schemas"]["__schema162"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "MULTI_CHOICE";
            label: components["schemas"]["__schema163"];
            options: components["schemas"]["__schema166"];
        };
        __schema169: string[];
        /** @description Tags in use in the team. */
        __schema170: components["schemas"]["__schema171"][];
        __schema171: string;
        __schema172: {
            /** Format: uuid */
            id: string;
            name: string;
            color: string | null;
        }[];
        /** @description Device types the team’s feedback reports. */
        __schema173: components["schemas"]["DeviceType"][];
        __schema174: string | null;
        __schema175: string | null;
        /** @description As `GET /intern/surveys`. */
        __schema176: components["schemas"]["SurveySummary"][];
        __schema177: string;
        __schema178: string;
        /** @description Apps whose keys submitted answers to the survey. */
        __schema179: components["schemas"]["__schema180"][];
        __schema180: string;
        __schema181: number;
        __schema182: string | null;
        __schema183: string | null;
        __schema184: components["schemas"]["FieldDefinitionOutput"][];
        /** @description The survey shown: `surveyId` when given, else the one answered last; null without surveys. */
        __schema185: components["schemas"]["__schema186"] | null;
        __schema186: string;
        /** @description The RATING field of the trend: `fieldId` when it is one, else the first; null without one. */
        __schema187: components["schemas"]["__schema188"] | null;
        __schema188: string;
        /** @description As `GET /intern/stats/trend` for `trendFieldId` (markers included); null without a RATING field. */
        __schema189: components["schemas"]["StatsTrend"] | null;
        /** @enum {string} */
        __schema190: "day" | "week" | "month";
        __schema191: string;
        __schema192: string;
        __schema193: {
            from: components["schemas"]["__schema194"];
            to: components["schemas"]["__schema194"];
        };
        __schema194: string;
        __schema195: components["schemas"]["TrendBucket"][];
        /** @description First day of the bucket in `tz` (weeks start on Monday). */
        __schema196: components["schemas"]["__schema194"];
        __schema197: components["schemas"]["__schema198"] | null;
        __schema198: number;
        __schema199: number | null;
        __schema200: {
            [key: string]: components["schemas"]["__schema198"];
        } | null;
        __schema201: boolean;
        /** @description The period of equal length just before, bucketed alike. */
        __schema202: {
            period: components["schemas"]["__schema203"];
            buckets: components["schemas"]["__schema204"];
        };
        __schema203: {
            from: components["schemas"]["__schema194"];
            to: components["schemas"]["__schema194"];
        };
        __schema204: components["schemas"]["TrendBucket"][];
        /** @description The survey’s markers within the period. */
        __schema205: components["schemas"]["__schema206"][];
        __schema206: {
            /** Format: uuid */
            id: string;
            surveyId: string;
            date: components["schemas"]["__schema194"];
            label: string;
            description: string | null;
            color: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description As `GET /intern/stats/overview` over the trend’s period; null without surveys. */
        __schema207: components["schemas"]["StatsOverview"] | null;
        __schema208: components["schemas"]["__schema198"] | null;
        __schema209: components["schemas"]["__schema198"] | null;
        /** @description The `from`/`to` filter, else the days (in `tz`) of the first and last matching response. */
        __schema210: {
            from: components["schemas"]["__schema211"];
            to: components["schemas"]["__schema212"];
        };
        __schema211: components["schemas"]["__schema194"] | null;
        __schema212: components["schemas"]["__schema194"] | null;
        __schema213: {
            threshold: number;
            /** @description Whether any aggregate of this answer is masked. */
            masked: boolean;
        };
        __schema214: components["schemas"]["FieldStats"][];
        __schema215: {
            fieldId: components["schemas"]["__schema216"];
            label: components["schemas"]["__schema217"];
            masked: components["schemas"]["__schema218"];
            responses: components["schemas"]["__schema219"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "RATING";
            /** @description Mean rating, rounded to two decimals. */
            average: components["schemas"]["__schema220"] | null;
            /** @description Every value of the scale → responses with it. */
            distribution: components["schemas"]["__schema221"] | null;
            /** @description Only for the `nps` rating variant. */
            nps?: components["schemas"]["__schema222"];
        };
        __schema216: string;
        __schema217: string;
        __schema218: boolean;
        /** @description Responses that answered this field. */
        __schema219: components["schemas"]["__schema198"] | null;
        __schema220: number;
        __schema221: {
            [key: string]: components["schemas"]["__schema198"];
        };
        __schema222: components["schemas"]["Nps"] | null;
        /** @description % promoters − % detractors, rounded. */
        __schema223: number;
        /** @description Ratings 9–10. */
        __schema224: components["schemas"]["__schema198"];
        /** @description Ratings 7–8. */
        __schema225: components["schemas"]["__schema198"];
        /** @description Ratings 0–6. */
        __schema226: components["schemas"]["__schema198"];
        __schema227: {
            fieldId: components["schemas"]["__schema216"];
            label: components["schemas"]["__schema217"];
            masked: components["schemas"]["__schema218"];
            responses: components["schemas"]["__schema219"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "SINGLE_CHOICE" | "MULTI_CHOICE";
            /** @description Every option id of the definition → responses that chose it. */
            distribution: components["schemas"]["__schema228"] | null;
            /** @description Every option id → the share of this field’s `responses` that chose it (0–1, four decimals). A MULTI_CHOICE response may choose several options, so its shares may add up to more than 1. */
            shares: components["schemas"]["__schema229"] | null;
        };
        __schema228: {
            [key: string]: components["schemas"]["__schema198"];
        };
        __schema229: {
            [key: string]: number;
        };
        __schema230: {
            fieldId: components["schemas"]["__schema216"];
            label: components["schemas"]["__schema217"];
            masked: components["schemas"]["__schema218"];
            responses: components["schemas"]["__schema219"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "TEXT";
            /** @description Themes matched by the items with a text in this field, most frequent first. */
            themes: components["schemas"]["__schema231"] | null;
            /** @description Items with a text here that match no theme. */
            uncategorized: components["schemas"]["__schema198"] | null;
        };
        __schema231: {
            /** Format: uuid */
            themeId: string;
            count: components["schemas"]["__schema198"];
        }[];
        /** @description As `GET /intern/themes`. */
        __schema232: components["schemas"]["Theme"][];
        /** Format: uuid */
        __schema233: string;
        __schema234: string;
        __schema235: string[];
        __schema236: string | null;
        /** Format: date-time */
        __schema237: string;
        __schema238: components["schemas"]["SurveySummary"][];
        __schema239: string;
        /** @description Feedback items deleted. */
        __schema240: number;
        __schema241: components["schemas"]["Marker"][];
        /** Format: uuid */
        __schema242: string;
        __schema243: string;
        /** @description `YYYY-MM-DD`. */
        __schema244: string;
        __schema245: string;
        __schema246: string | null;
        __schema247: string | null;
        /** Format: date-time */
        __schema248: string;
        /** Format: date-time */
        __schema249: string;
        __schema250: {
            tag: string;
            count: number;
        }[];
        __schema251: {
            slug: string;
            name: string;
            role: components["schemas"]["__schema116"];
        }[];
        __schema252: boolean;
        __schema253: components["schemas"]["Theme"][];
        __schema254: components["schemas"]["WebhookEndpoint"][];
        /** Format: uuid */
        __schema255: string;
        /** @description The endpoint’s URL (only team admins ever see it). */
        __schema256: string;
        __schema257: string;
        __schema258: ("feedback.created" | "feedback.updated" | "feedback.deleted" | "survey.deleted" | "retention.applied" | "webhook.test")[];
        __schema259: boolean;
        /** @description Why Heed disabled it: `gone` (it answered 410), `failing` (5 days without a success while messages failed); null when enabled or disabled by a person. */
        __schema260: components["schemas"]["__schema261"] | null;
        /** @enum {string} */
        __schema261: "gone" | "failing";
        /** Format: date-time */
        __schema262: string;
        /** Format: date-time */
        __schema263: string;
        /** @description `whsec_` and the base64 of 32 random bytes: shown once, never again. */
        __schema264: string;
        __schema265: components["schemas"]["WebhookMessage"][];
        /**
         * @description The message’s `webhook-id`.
         * @example msg_01JDQ7ZK3F9V2M8T4R6B1N0C5X
         */
        __schema266: string;
        /** @description The event type of the body. */
        __schema267: string;
        /** Format: date-time */
        __schema268: string;
        /** @enum {string} */
        __schema269: "pending" | "delivered" | "failed";
        __schema270: number;
        /** @description When it is tried next; null when done. */
        __schema271: components["schemas"]["__schema272"] | null;
        /** Format: date-time */
        __schema272: string;
        __schema273: {
            /** Format: date-time */
            at: string;
            httpStatus: number | null;
            /** @description Why no answer counted: `timeout`, `address_not_allowed`, `network`, …. */
            error: components["schemas"]["__schema274"] | null;
            durationMs: number;
        } | null;
        __schema274: string;
        /** @description The body sent (`{ type, timestamp, data }`); null until it is first sent. */
        __schema275: components["schemas"]["__schema276"] | null;
        __schema276: unknown;
        __schema277: string | null;
        /** @description Until when the old secret signs too; null when it stopped at once. */
        __schema278: components["schemas"]["__schema279"] | null;
        /** Format: date-time */
        __schema279: string;
        __schema280: string;
        __schema281: string;
        __schema282: boolean;
        __schema283: boolean;
        __schema284: string | null;
        /** Format: uuid */
        __schema285: string;
        __schema286: string;
        /** @description Log-safe reference of surveyId: `id:` + first 12 hex of its SHA-256. */
        __schema287: string;
        /** Format: date-time */
        __schema288: string;
        /** @description Present (with status 200) when the `deduplicationKey` was already stored. */
        __schema289: components["schemas"]["__schema290"];
        /** @constant */
        __schema290: true;
        /** @constant */
        __schema291: "definition_conflict";
        __schema292: components["schemas"]["DefinitionChange"][];
        __schema293: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            change: "added";
            fieldId: components["schemas"]["__schema294"];
            position: number;
            fieldType: components["schemas"]["__schema295"];
        };
        /** @description The field id, or its pseudonym `id:<12 hex>` when it looks like personal data. */
        __schema294: string;
        /** @enum {string} */
        __schema295: "RATING" | "TEXT" | "SINGLE_CHOICE" | "MULTI_CHOICE";
        __schema296: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            change: "removed";
            fieldId: components["schemas"]["__schema294"];
            position: number;
            fieldType: components["schemas"]["__schema295"];
        };
        __schema297: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            change: "moved";
            fieldId: components["schemas"]["__schema294"];
            from: number;
            to: number;
        };
        __schema298: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            change: "__schema298";
            fieldId: components["schemas"]["__schema294"];
            /** @constant */
            attribute: "fieldType";
            before: components["schemas"]["__schema295"];
            after: components["schemas"]["__schema295"];
        };
        __schema299: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            change: "__schema299";
            fieldId: components["schemas"]["__schema294"];
            /** @constant */
            attribute: "ratingVariant";
            before: components["schemas"]["__schema300"] | null;
            after: components["schemas"]["__schema300"] | null;
        };
        /** @enum {string} */
        __schema300: "emoji" | "thumbs" | "stars" | "nps";
        __schema301: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            change: "changed";
            fieldId: components["schemas"]["__schema294"];
            /** @constant */
            attribute: "optionIds";
            before: string[] | null;
            after: string[] | null;
        };
        /** @description True when a field or option id in `diff` was replaced by its pseudonym. */
        __schema302: boolean;
        /** @constant */
        __schema303: "survey_limit_reached";
        /** @description Surveys a team may register (`HEED_MAX_SURVEYS_PER_TEAM`). */
        __schema304: number;
        /**
         * @description Where and how the answers were given. Stored with the feedback and filterable; never written to an audit event.
         * @example {
         *       "pathname": "/checkout/payment",
         *       "deviceType": "mobile",
         *       "viewport": {
         *         "width": 390,
         *         "height": 844
         *       },
         *       "locale": "nb-NO",
         *       "tags": {
         *         "release": "2026.11",
         *         "plan": "pro"
         *       }
         *     }
         */
        SubmissionContextOutput: {
            pathname?: components["schemas"]["__schema146"];
            deviceType?: components["schemas"]["__schema147"];
            viewport?: components["schemas"]["__schema148"];
            locale?: components["schemas"]["__schema149"];
            tags?: components["schemas"]["__schema150"];
        };
        /**
         * @example {
         *       "fieldId": "overall",
         *       "fieldType": "RATING",
         *       "label": "Overall",
         *       "ratingVariant": "stars",
         *       "ratingScale": 5
         *     }
         * @example {
         *       "fieldId": "recommend",
         *       "fieldType": "RATING",
         *       "label": "Recommend us?",
         *       "ratingVariant": "nps",
         *       "ratingScale": 10
         *     }
         * @example {
         *       "fieldId": "helpful",
         *       "fieldType": "RATING",
         *       "label": "Helpful?",
         *       "ratingVariant": "thumbs",
         *       "ratingScale": 2
         *     }
         * @example {
         *       "fieldId": "comment",
         *       "fieldType": "TEXT",
         *       "label": "Anything else?"
         *     }
         * @example {
         *       "fieldId": "channel",
         *       "fieldType": "SINGLE_CHOICE",
         *       "label": "How did you find us?",
         *       "options": [
         *         {
         *           "optionId": "search",
         *           "label": "Search engine"
         *         },
         *         {
         *           "optionId": "friend",
         *           "label": "A friend"
         *         }
         *       ]
         *     }
         * @example {
         *       "fieldId": "features",
         *       "fieldType": "MULTI_CHOICE",
         *       "label": "What do you use?",
         *       "options": [
         *         {
         *           "optionId": "export",
         *           "label": "Export"
         *         },
         *         {
         *           "optionId": "tags",
         *           "label": "Tags"
         *         }
         *       ]
         *     }
         */
        FieldDefinitionOutput: components["schemas"]["__schema161"] | components["schemas"]["__schema164"] | components["schemas"]["__schema165"] | components["schemas"]["__schema168"];
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
