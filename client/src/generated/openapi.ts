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
         * @description Newest first (`receivedAt`, then `id`). Filters: `surveyId`; `from`/`to` (inclusive days in `tz`, default UTC, of `receivedAt`); `appName`; `rating=<fieldId>:<n>` and `choice=<fieldId>:<optionId>` (repeatable, all must hold); `hasText`; `tag` (repeatable, all must hold); `theme=<themeId>|uncategorized`; `deviceType`; `q` (words in the text answers); `status` (repeatable, any of); `assignee=<userRef>|me|none`. `total` counts every item matching the filters. Pass `nextCursor` as `cursor` for the next page (with the same filters); pages never skip or repeat an item while new feedback arrives. A cursor is opaque and signed: an altered one is 400. An unknown parameter or a bad value is 400 naming it.
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
                    /** @description `<fieldId>:<rating>`; repeatable, all must hold. */
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
                    /** @description `new`, `in_progress`, `resolved` or `ignored`; repeatable, any of them. */
                    status?: components["schemas"]["__schema28"];
                    /** @description A member’s `userRef`, `me` (the caller) or `none` (unassigned items). */
                    assignee?: components["schemas"]["__schema31"];
                    /** @description Page size, 1–200; default 50. */
                    limit?: components["schemas"]["__schema34"];
                    /** @description `nextCursor` of the previous page. */
                    cursor?: components["schemas"]["__schema35"];
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
        /**
         * Triage a feedback item
         * @description Editors. Sets the item’s `status` and/or `assignee` (a member’s `userRef`, `me`, or null); only the fields sent change, an empty body is 400. A status that changes sets `statusChangedAt`. An assignee who is not a member of the team (seen in the last 90 days) is 400 naming `assignee`. Another team’s item is 404. A change writes `feedback.updated` with `changes` (`status`, `assignee`); setting what the item has already changes and writes nothing.
         */
        patch: {
            parameters: {
                query?: {
                    /** @description Team slug. Repeated: the first value is used. */
                    team?: components["schemas"]["__schema4"];
                };
                header?: never;
                path: {
                    /** @description Id of the feedback item. */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        status?: components["schemas"]["__schema30"];
                        assignee?: components["schemas"]["__schema36"];
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
                    id: components["schemas"]["__schema38"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tag: components["schemas"]["__schema39"];
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
                    id: components["schemas"]["__schema38"];
                    tag: components["schemas"]["__schema39"];
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
    "/intern/feedback/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change many feedback items at once
         * @description Editors; `delete` needs admins. The items are named by `ids` (1–500 ids; ids the team does not have are ignored) or selected by `filter` (the feedback list’s filters, as its query parameters; every item matching when the call is made, at most 50,000, else 400 `too_many`); exactly one of the two. One transaction: every item changes, or none. `affected` counts the items that changed (an item already so is not counted). Each changed item writes `feedback.updated` (`changes`: `status`, `assignee` or `tags`), each deleted one `feedback.deleted`. Tags follow the rules of one item’s: an item may carry at most 20, so a tag that would give any item a 21st is 400 and nothing changes. An assignee who is not a member of the team is 400 naming `action.assignee`. `untag` is audited as `tag.delete`, `delete` as `feedback.delete`, both with the number of items (`resource_count`).
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
                        /** @description Ids of the items, 1–500; give either `ids` or `filter`. */
                        ids?: components["schemas"]["__schema40"];
                        /** @description The feedback list’s filters (repeatable ones as arrays); `{}` selects every item. */
                        filter?: components["schemas"]["__schema42"];
                        action: components["schemas"]["BulkAction"];
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
                        "application/json": components["schemas"]["BulkResult"];
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
    "/intern/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * People who have used the team
         * @description Every signed-in user who acted in the team in the last 90 days (recorded as they call, at most every few minutes), sorted by name: whom items can be assigned to. No e-mail is kept.
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
                        "application/json": components["schemas"]["Members"];
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
                    fieldId?: components["schemas"]["__schema48"];
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
         * @description Totals of the feedback matching the list filters and, when `surveyId` is given, one entry per field of that survey in definition order (without `surveyId`: totals only), and the triage counts of the team (of `surveyId` when given). Privacy: an aggregate computed from 1 to `HEED_MIN_AGGREGATE - 1` responses (default 5) is masked: `masked: true` and its counts and averages `null` (0 responses is not masked). Counts against the analytics rate limit (300 per minute per user).
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
                    /** @description `<fieldId>:<rating>`; repeatable, all must hold. */
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
                    /** @description `new`, `in_progress`, `resolved` or `ignored`; repeatable, any of them. */
                    status?: components["schemas"]["__schema28"];
                    /** @description A member’s `userRef`, `me` (the caller) or `none` (unassigned items). */
                    assignee?: components["schemas"]["__schema31"];
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
                    /** @description `<fieldId>:<rating>`; repeatable, all must hold. */
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
                    /** @description `new`, `in_progress`, `resolved` or `ignored`; repeatable, any of them. */
                    status?: components["schemas"]["__schema28"];
                    /** @description A member’s `userRef`, `me` (the caller) or `none` (unassigned items). */
                    assignee?: components["schemas"]["__schema31"];
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
                    from?: components["schemas"]["__schema50"];
                    to?: components["schemas"]["__schema50"];
                };
                header?: never;
                path: {
                    /** @description The survey’s `surveyId`. */
                    surveyId: components["schemas"]["__schema49"];
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
                    surveyId: components["schemas"]["__schema49"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        date: components["schemas"]["__schema50"];
                        label: components["schemas"]["__schema51"];
                        description?: components["schemas"]["__schema52"];
                        color?: components["schemas"]["__schema53"];
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
                    surveyId: components["schemas"]["__schema49"];
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
                    surveyId: components["schemas"]["__schema49"];
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        date?: components["schemas"]["__schema50"];
                        label?: components["schemas"]["__schema51"];
                        description?: components["schemas"]["__schema52"] | null;
                        color?: components["schemas"]["__schema53"] | null;
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
                        name: components["schemas"]["__schema54"];
                        keywords: components["schemas"]["__schema55"];
                        color?: components["schemas"]["__schema53"];
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
                        name?: components["schemas"]["__schema54"];
                        keywords?: components["schemas"]["__schema55"];
                        color?: components["schemas"]["__schema53"] | null;
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
                        url: components["schemas"]["__schema57"];
                        description?: components["schemas"]["__schema59"];
                        eventTypes: components["schemas"]["__schema60"];
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
                    id: components["schemas"]["__schema63"];
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
                    id: components["schemas"]["__schema63"];
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url?: components["schemas"]["__schema57"];
                        description?: components["schemas"]["__schema59"];
                        eventTypes?: components["schemas"]["__schema60"];
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
                    id: components["schemas"]["__schema63"];
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
                    id: components["schemas"]["__schema63"];
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
                    id: components["schemas"]["__schema63"];
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
                    id: components["schemas"]["__schema63"];
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
                        deduplicationKey?: components["schemas"]["__schema82"];
                        context?: components["schemas"]["SubmissionContext"];
                        /** @description When the respondent opened the survey (ISO 8601 UTC). */
                        startedAt?: components["schemas"]["__schema90"];
                        /** @description How long answering took, in milliseconds. Kept only within 1 s – 30 min; any other value is accepted and stored as unknown. */
                        timeToCompleteMs?: components["schemas"]["__schema91"];
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
                    /** @description `<fieldId>:<rating>`; repeatable, all must hold. */
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
                    /** @description `new`, `in_progress`, `resolved` or `ignored`; repeatable, any of them. */
                    status?: components["schemas"]["__schema28"];
                    /** @description A member’s `userRef`, `me` (the caller) or `none` (unassigned items). */
                    assignee?: components["schemas"]["__schema31"];
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
        /** @description `status`: set the status; `assign`: set the assignee (a member’s `userRef`, `me`, or null); `tag` / `untag`: add or remove a tag (trimmed, lower-cased, as one item’s); `delete`: delete the items (admins only). */
        BulkAction: components["schemas"]["__schema43"] | components["schemas"]["__schema44"] | components["schemas"]["__schema45"] | components["schemas"]["__schema46"] | components["schemas"]["__schema47"];
        Answer: {
            fieldId: components["schemas"]["__schema64"];
            fieldType: components["schemas"]["__schema65"];
            question: components["schemas"]["__schema66"];
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
        AnswerValue: components["schemas"]["__schema68"] | components["schemas"]["__schema71"] | components["schemas"]["__schema72"] | components["schemas"]["__schema73"];
        /** @description The survey structure. Order is significant: the definition hash covers field order, field ids and types, rating variants and option ids in order. Labels are not structural. */
        SurveyDefinition: {
            surveyType: components["schemas"]["__schema74"];
            fields: components["schemas"]["__schema75"];
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
        FieldDefinition: components["schemas"]["__schema76"] | components["schemas"]["__schema77"] | components["schemas"]["__schema78"] | components["schemas"]["__schema81"];
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
            pathname?: components["schemas"]["__schema83"];
            deviceType?: components["schemas"]["__schema84"];
            viewport?: components["schemas"]["__schema85"];
            locale?: components["schemas"]["__schema86"];
            tags?: components["schemas"]["__schema87"];
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
        /** @description `<fieldId>:<rating>`; repeatable, all must hold. */
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
        /** @description `new`, `in_progress`, `resolved` or `ignored`; repeatable, any of them. */
        __schema28: components["schemas"]["__schema29"];
        __schema29: components["schemas"]["__schema30"] | components["schemas"]["__schema30"][];
        /**
         * @description Workflow status: `new` (every item starts so), `in_progress`, `resolved`, `ignored`.
         * @enum {string}
         */
        __schema30: "new" | "in_progress" | "resolved" | "ignored";
        /** @description A member’s `userRef`, `me` (the caller) or `none` (unassigned items). */
        __schema31: components["schemas"]["__schema32"];
        __schema32: "me" | "none" | components["schemas"]["__schema33"];
        /**
         * @description A member’s `userRef`, as `GET /intern/members` lists it.
         * @example id:3f9a0c2b7d14
         */
        __schema33: string;
        __schema34: number;
        __schema35: string;
        /** @description A member’s `userRef` (see `GET /intern/members`), `me` for the caller, or null to unassign. */
        __schema36: components["schemas"]["__schema37"] | null;
        __schema37: "me" | components["schemas"]["__schema33"];
        /**
         * Format: uuid
         * @description Id of the feedback item.
         */
        __schema38: string;
        /** @example pricing */
        __schema39: string;
        __schema40: components["schemas"]["__schema41"][];
        /** Format: uuid */
        __schema41: string;
        __schema42: {
            surveyId?: components["schemas"]["__schema6"];
            from?: components["schemas"]["__schema7"];
            to?: components["schemas"]["__schema9"];
            tz?: components["schemas"]["__schema10"];
            appName?: components["schemas"]["__schema12"];
            rating?: components["schemas"]["__schema13"];
            choice?: components["schemas"]["__schema16"];
            hasText?: components["schemas"]["__schema19"];
            tag?: components["schemas"]["__schema20"];
            theme?: components["schemas"]["__schema23"];
            deviceType?: components["schemas"]["__schema25"];
            q?: components["schemas"]["__schema26"];
            status?: components["schemas"]["__schema28"];
            assignee?: components["schemas"]["__schema31"];
        } & {
            [key: string]: unknown;
        };
        __schema43: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "status";
            status: components["schemas"]["__schema30"];
        };
        __schema44: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "assign";
            assignee: components["schemas"]["__schema36"];
        };
        __schema45: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "tag";
            tag: components["schemas"]["__schema39"];
        };
        __schema46: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "untag";
            tag: components["schemas"]["__schema39"];
        };
        __schema47: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "delete";
        };
        __schema48: string;
        /** @description The survey’s `surveyId`. */
        __schema49: string;
        /** @example 2026-11-20 */
        __schema50: string;
        /** @example Release 4.2 */
        __schema51: string;
        /** @example New checkout flow */
        __schema52: string;
        /** @example #1f77b4 */
        __schema53: string;
        /** @example Checkout */
        __schema54: string;
        /**
         * @description A text answer belongs to the theme when one keyword occurs in it as a phrase: its words, whole, in order and adjacent, case-insensitive.
         * @example [
         *       "checkout",
         *       "payment failed",
         *       "card declined"
         *     ]
         */
        __schema55: components["schemas"]["__schema56"][];
        __schema56: string;
        /**
         * @description Where messages are POSTed: `https` (plain `http` only with `HEED_WEBHOOK_ALLOW_HTTP=true`); a loopback, private, link-local or otherwise internal address is refused.
         * @example https://hooks.example.com/heed
         */
        __schema57: components["schemas"]["__schema58"];
        __schema58: string;
        /** @description A note for the team, up to 200 characters. */
        __schema59: string;
        /** @description The events sent to the endpoint; at least one. */
        __schema60: components["schemas"]["__schema61"];
        __schema61: components["schemas"]["__schema62"][];
        /**
         * @description An event Heed sends: the `type` of the body.
         * @enum {string}
         */
        __schema62: "feedback.created" | "feedback.updated" | "feedback.deleted" | "survey.deleted" | "retention.applied" | "webhook.test";
        /**
         * Format: uuid
         * @description Id of the webhook endpoint.
         */
        __schema63: string;
        __schema64: string;
        /** @enum {string} */
        __schema65: "RATING" | "TEXT" | "SINGLE_CHOICE" | "MULTI_CHOICE";
        __schema66: {
            label: components["schemas"]["__schema67"];
        };
        __schema67: string;
        __schema68: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "rating";
            rating: number;
            ratingVariant: components["schemas"]["__schema69"];
            ratingScale: components["schemas"]["__schema70"];
        };
        /** @enum {string} */
        __schema69: "emoji" | "thumbs" | "stars" | "nps";
        __schema70: number;
        __schema71: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
            text: string;
        };
        __schema72: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "singleChoice";
            selectedOptionId: components["schemas"]["__schema64"];
        };
        __schema73: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "multiChoice";
            selectedOptionIds: components["schemas"]["__schema64"][];
        };
        __schema74: string;
        __schema75: components["schemas"]["FieldDefinition"][];
        __schema76: {
            fieldId: components["schemas"]["__schema64"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "RATING";
            label: components["schemas"]["__schema67"];
            ratingVariant: components["schemas"]["__schema69"];
            ratingScale: components["schemas"]["__schema70"];
        };
        __schema77: {
            fieldId: components["schemas"]["__schema64"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "TEXT";
            label: components["schemas"]["__schema67"];
        };
        __schema78: {
            fieldId: components["schemas"]["__schema64"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "SINGLE_CHOICE";
            label: components["schemas"]["__schema67"];
            options: components["schemas"]["__schema79"];
        };
        __schema79: components["schemas"]["__schema80"][];
        __schema80: {
            optionId: components["schemas"]["__schema64"];
            label: components["schemas"]["__schema67"];
        };
        __schema81: {
            fieldId: components["schemas"]["__schema64"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "MULTI_CHOICE";
            label: components["schemas"]["__schema67"];
            options: components["schemas"]["__schema79"];
        };
        __schema82: string;
        __schema83: string;
        __schema84: components["schemas"]["DeviceType"];
        __schema85: {
            width: number;
            height: number;
        };
        __schema86: string;
        __schema87: {
            [key: string]: components["schemas"]["__schema89"];
        };
        __schema88: string;
        __schema89: string;
        /** Format: date-time */
        __schema90: string;
        __schema91: number;
        ApiKeyList: {
            keys: components["schemas"]["__schema92"];
        };
        ApiKeySummary: {
            id: components["schemas"]["__schema93"];
            keyPrefix: components["schemas"]["__schema94"];
            keyType: components["schemas"]["__schema95"];
            team: components["schemas"]["__schema96"];
            appName: components["schemas"]["__schema97"];
            allowedOrigins: components["schemas"]["__schema98"];
            rateLimit: components["schemas"]["__schema99"];
            status: components["schemas"]["__schema100"];
            createdAt: components["schemas"]["__schema101"];
            expiresAt: components["schemas"]["__schema102"];
            revokedAt: components["schemas"]["__schema103"];
            lastUsedAt: components["schemas"]["__schema104"];
            replacesKeyId: components["schemas"]["__schema105"];
        };
        Problem: {
            type: components["schemas"]["__schema107"];
            title: components["schemas"]["__schema108"];
            status: components["schemas"]["__schema109"];
            detail: components["schemas"]["__schema110"];
            code: components["schemas"]["__schema111"];
            errors?: components["schemas"]["__schema112"];
        } & {
            [key: string]: components["schemas"]["__schema114"];
        };
        IssuedApiKey: {
            id: components["schemas"]["__schema115"];
            key: components["schemas"]["__schema116"];
            keyType: components["schemas"]["__schema95"];
            team: components["schemas"]["__schema117"];
            appName: components["schemas"]["__schema118"];
            allowedOrigins: components["schemas"]["__schema119"];
            rateLimit: components["schemas"]["__schema120"];
            createdAt: components["schemas"]["__schema121"];
        };
        RotatedApiKey: {
            id: components["schemas"]["__schema115"];
            key: components["schemas"]["__schema116"];
            keyType: components["schemas"]["__schema95"];
            team: components["schemas"]["__schema117"];
            appName: components["schemas"]["__schema118"];
            allowedOrigins: components["schemas"]["__schema119"];
            rateLimit: components["schemas"]["__schema120"];
            createdAt: components["schemas"]["__schema121"];
            previousKeyId: components["schemas"]["__schema122"];
            previousKeyExpiresAt: components["schemas"]["__schema123"];
        };
        Organisation: {
            slug: components["schemas"]["__schema124"];
            name: components["schemas"]["__schema125"];
        };
        TeamList: {
            teams: components["schemas"]["__schema126"];
        };
        Team: {
            slug: components["schemas"]["__schema127"];
            name: components["schemas"]["__schema128"];
        };
        GroupMappingList: {
            mappings: components["schemas"]["__schema129"];
        };
        GroupMapping: {
            id: components["schemas"]["__schema130"];
            oidcGroupId: components["schemas"]["__schema131"];
            role: components["schemas"]["__schema132"];
        };
        ApiKeyEventPage: {
            events: components["schemas"]["__schema133"];
            nextBefore: components["schemas"]["__schema140"];
        };
        ApiKeyEvent: {
            id: components["schemas"]["__schema134"];
            keyId: components["schemas"]["__schema135"];
            keyPrefix: components["schemas"]["__schema136"];
            keyType: components["schemas"]["__schema95"];
            eventType: components["schemas"]["__schema137"];
            actor: components["schemas"]["__schema138"];
            createdAt: components["schemas"]["__schema139"];
        };
        TeamSurveys: {
            team: components["schemas"]["__schema141"];
            surveys: components["schemas"]["__schema142"];
        };
        Health: {
            status: components["schemas"]["__schema143"];
            version: components["schemas"]["__schema144"];
            database: components["schemas"]["__schema145"];
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
         *           "sensitiveDataRedacted": true,
         *           "status": "in_progress",
         *           "assignee": {
         *             "userRef": "id:3f9a0c2b7d14",
         *             "name": "Kari Nordmann"
         *           },
         *           "statusChangedAt": "2026-11-22T13:02:41.118Z"
         *         }
         *       ],
         *       "nextCursor": null,
         *       "total": 1
         *     }
         */
        FeedbackPage: {
            items: components["schemas"]["__schema146"];
            nextCursor: components["schemas"]["__schema176"];
            total: components["schemas"]["__schema178"];
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
         *       "sensitiveDataRedacted": true,
         *       "status": "in_progress",
         *       "assignee": {
         *         "userRef": "id:3f9a0c2b7d14",
         *         "name": "Kari Nordmann"
         *       },
         *       "statusChangedAt": "2026-11-22T13:02:41.118Z"
         *     }
         */
        FeedbackItem: {
            id: components["schemas"]["__schema147"];
            surveyId: components["schemas"]["__schema148"];
            surveyType: components["schemas"]["__schema149"];
            appName: components["schemas"]["__schema150"];
            submittedAt: components["schemas"]["__schema151"];
            receivedAt: components["schemas"]["__schema152"];
            answers: components["schemas"]["__schema153"];
            tags: components["schemas"]["__schema158"];
            themes: components["schemas"]["__schema159"];
            context: components["schemas"]["__schema161"];
            sensitiveDataRedacted: components["schemas"]["__schema169"];
            status: components["schemas"]["__schema170"];
            assignee: components["schemas"]["__schema171"];
            statusChangedAt: components["schemas"]["__schema174"];
        };
        StoredAnswer: {
            fieldId: components["schemas"]["__schema154"];
            fieldType: components["schemas"]["__schema155"];
            question: components["schemas"]["__schema156"];
            value: components["schemas"]["__schema157"];
        };
        Assignee: {
            userRef: components["schemas"]["__schema172"];
            name: components["schemas"]["__schema173"];
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
            tags: components["schemas"]["__schema179"];
        };
        /**
         * @example {
         *       "affected": 42
         *     }
         */
        BulkResult: {
            affected: components["schemas"]["__schema181"];
        };
        FiltersBootstrap: {
            team: components["schemas"]["__schema182"];
            surveys: components["schemas"]["__schema183"];
            appNames: components["schemas"]["__schema192"];
            tags: components["schemas"]["__schema193"];
            themes: components["schemas"]["__schema195"];
            deviceTypes: components["schemas"]["__schema196"];
            firstResponseAt: components["schemas"]["__schema197"];
            lastResponseAt: components["schemas"]["__schema198"];
        };
        /**
         * @example {
         *       "members": [
         *         {
         *           "userRef": "id:3f9a0c2b7d14",
         *           "name": "Kari Nordmann",
         *           "role": "editor",
         *           "lastSeenAt": "2026-11-22T13:02:41.118Z"
         *         }
         *       ]
         *     }
         */
        Members: {
            members: components["schemas"]["__schema199"];
        };
        Member: {
            userRef: components["schemas"]["__schema172"];
            name: components["schemas"]["__schema200"];
            role: components["schemas"]["__schema201"];
            lastSeenAt: components["schemas"]["__schema202"];
        };
        OverviewPage: {
            surveys: components["schemas"]["__schema203"];
            surveyId: components["schemas"]["__schema212"];
            trendFieldId: components["schemas"]["__schema214"];
            trend: components["schemas"]["__schema216"];
            overview: components["schemas"]["__schema234"];
            themes: components["schemas"]["__schema264"];
        };
        SurveySummary: {
            surveyId: components["schemas"]["__schema204"];
            surveyType: components["schemas"]["__schema205"];
            appNames: components["schemas"]["__schema206"];
            responses: components["schemas"]["__schema208"];
            firstResponseAt: components["schemas"]["__schema209"];
            lastResponseAt: components["schemas"]["__schema210"];
            fields: components["schemas"]["__schema211"];
        };
        StatsTrend: {
            interval: components["schemas"]["__schema217"];
            tz: components["schemas"]["__schema218"];
            fieldId: components["schemas"]["__schema219"];
            period: components["schemas"]["__schema220"];
            buckets: components["schemas"]["__schema222"];
            previous: components["schemas"]["__schema229"];
            markers: components["schemas"]["__schema232"];
        };
        TrendBucket: {
            start: components["schemas"]["__schema223"];
            responses: components["schemas"]["__schema224"];
            average: components["schemas"]["__schema226"];
            distribution: components["schemas"]["__schema227"];
            masked: components["schemas"]["__schema228"];
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
         *       ],
         *       "triage": {
         *         "new": 31,
         *         "in_progress": 4,
         *         "resolved": 120,
         *         "ignored": 9
         *       }
         *     }
         */
        StatsOverview: {
            total: components["schemas"]["__schema235"];
            withText: components["schemas"]["__schema236"];
            period: components["schemas"]["__schema237"];
            privacy: components["schemas"]["__schema240"];
            fields: components["schemas"]["__schema241"];
            triage: components["schemas"]["__schema259"];
        };
        FieldStats: components["schemas"]["__schema242"] | components["schemas"]["__schema254"] | components["schemas"]["__schema257"];
        Nps: {
            score: components["schemas"]["__schema250"];
            promoters: components["schemas"]["__schema251"];
            passives: components["schemas"]["__schema252"];
            detractors: components["schemas"]["__schema253"];
        };
        TriageCounts: {
            new: components["schemas"]["__schema260"];
            in_progress: components["schemas"]["__schema261"];
            resolved: components["schemas"]["__schema262"];
            ignored: components["schemas"]["__schema263"];
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
            id: components["schemas"]["__schema265"];
            name: components["schemas"]["__schema266"];
            keywords: components["schemas"]["__schema267"];
            color: components["schemas"]["__schema268"];
            createdAt: components["schemas"]["__schema269"];
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
            surveys: components["schemas"]["__schema270"];
        };
        /**
         * @example {
         *       "surveyId": "checkout-satisfaction",
         *       "deletedCount": 1284
         *     }
         */
        SurveyDeletion: {
            surveyId: components["schemas"]["__schema271"];
            deletedCount: components["schemas"]["__schema272"];
        };
        MarkerList: {
            markers: components["schemas"]["__schema273"];
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
            id: components["schemas"]["__schema274"];
            surveyId: components["schemas"]["__schema275"];
            date: components["schemas"]["__schema276"];
            label: components["schemas"]["__schema277"];
            description: components["schemas"]["__schema278"];
            color: components["schemas"]["__schema279"];
            createdAt: components["schemas"]["__schema280"];
            updatedAt: components["schemas"]["__schema281"];
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
            tags: components["schemas"]["__schema282"];
        };
        MyTeams: {
            teams: components["schemas"]["__schema283"];
            isOrgAdmin: components["schemas"]["__schema284"];
        };
        ThemeList: {
            themes: components["schemas"]["__schema285"];
        };
        WebhookEndpoints: {
            endpoints: components["schemas"]["__schema286"];
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
            id: components["schemas"]["__schema287"];
            url: components["schemas"]["__schema288"];
            description: components["schemas"]["__schema289"];
            eventTypes: components["schemas"]["__schema290"];
            enabled: components["schemas"]["__schema291"];
            disabledReason: components["schemas"]["__schema292"];
            createdAt: components["schemas"]["__schema294"];
            updatedAt: components["schemas"]["__schema295"];
        };
        CreatedWebhookEndpoint: {
            id: components["schemas"]["__schema287"];
            url: components["schemas"]["__schema288"];
            description: components["schemas"]["__schema289"];
            eventTypes: components["schemas"]["__schema290"];
            enabled: components["schemas"]["__schema291"];
            disabledReason: components["schemas"]["__schema292"];
            createdAt: components["schemas"]["__schema294"];
            updatedAt: components["schemas"]["__schema295"];
            secret: components["schemas"]["__schema296"];
        };
        WebhookMessages: {
            messages: components["schemas"]["__schema297"];
            nextCursor: components["schemas"]["__schema309"];
        };
        WebhookMessage: {
            id: components["schemas"]["__schema298"];
            eventType: components["schemas"]["__schema299"];
            createdAt: components["schemas"]["__schema300"];
            status: components["schemas"]["__schema301"];
            attempts: components["schemas"]["__schema302"];
            nextAttemptAt: components["schemas"]["__schema303"];
            lastAttempt: components["schemas"]["__schema305"];
            payload: components["schemas"]["__schema307"];
        };
        QueuedWebhookMessage: {
            messageId: components["schemas"]["__schema298"];
        };
        RotatedWebhookSecret: {
            secret: components["schemas"]["__schema296"];
            previousSecretExpiresAt: components["schemas"]["__schema310"];
        };
        SetupResult: {
            org: components["schemas"]["Organisation"];
            team: components["schemas"]["Team"];
        };
        SetupKeys: {
            secretKey: components["schemas"]["__schema312"];
            publishableKey: components["schemas"]["__schema313"];
        };
        SetupStatus: {
            orgExists: components["schemas"]["__schema314"];
            hasApiKeys: components["schemas"]["__schema315"];
            orgName: components["schemas"]["__schema316"];
        };
        SubmissionReceipt: {
            id: components["schemas"]["__schema317"];
            surveyId: components["schemas"]["__schema318"];
            surveyIdRef: components["schemas"]["__schema319"];
            receivedAt: components["schemas"]["__schema320"];
            duplicate?: components["schemas"]["__schema321"];
        };
        DefinitionConflictProblem: {
            type: components["schemas"]["__schema107"];
            title: components["schemas"]["__schema108"];
            status: components["schemas"]["__schema109"];
            detail: components["schemas"]["__schema110"];
            code: components["schemas"]["__schema323"];
            errors?: components["schemas"]["__schema112"];
            diff: components["schemas"]["DefinitionDiff"];
            diffRedacted: components["schemas"]["__schema334"];
        } & {
            [key: string]: components["schemas"]["__schema114"];
        };
        /** @description Changes grouped as removed, added, moved, changed; within a group in field order. `position`, `from` and `to` are indexes in the registered (removed, from) or submitted (added, to) field list. */
        DefinitionDiff: {
            changes: components["schemas"]["__schema324"];
        };
        DefinitionChange: components["schemas"]["__schema325"] | components["schemas"]["__schema328"] | components["schemas"]["__schema329"] | components["schemas"]["__schema330"] | components["schemas"]["__schema331"] | components["schemas"]["__schema333"];
        SurveyLimitProblem: {
            type: components["schemas"]["__schema107"];
            title: components["schemas"]["__schema108"];
            status: components["schemas"]["__schema109"];
            detail: components["schemas"]["__schema110"];
            code: components["schemas"]["__schema335"];
            errors?: components["schemas"]["__schema112"];
            limit: components["schemas"]["__schema336"];
        } & {
            [key: string]: components["schemas"]["__schema114"];
        };
        __schema92: components["schemas"]["ApiKeySummary"][];
        /** Format: uuid */
        __schema93: string;
        /** @description `heed_pk_live` or `heed_sk_live`. */
        __schema94: string;
        /** @enum {string} */
        __schema95: "pk" | "sk";
        /** @description Slug of the team the key belongs to. */
        __schema96: string;
        __schema97: string;
        __schema98: string[];
        __schema99: number;
        /** @enum {string} */
        __schema100: "active" | "expiring" | "expired" | "revoked";
        /** Format: date-time */
        __schema101: string;
        __schema102: string | null;
        __schema103: string | null;
        __schema104: string | null;
        /** @description The key this one replaced by rotation (null for a key created anew). */
        __schema105: components["schemas"]["__schema106"] | null;
        /** Format: uuid */
        __schema106: string;
        /** @description URI identifying the problem type: `urn:heed:problem:<code>`. */
        __schema107: string;
        __schema108: string;
        __schema109: number;
        __schema110: string;
        /** @description Machine code: invalid_request, unauthorized, forbidden, not_found, conflict, definition_conflict, survey_limit_reached, rate_limited, origin_not_allowed, team_required, payload_too_large, unsupported_media_type, service_unavailable, internal_error. */
        __schema111: string;
        /** @description Validation errors, one per offending field. */
        __schema112: components["schemas"]["__schema113"];
        __schema113: {
            path: string;
            message: string;
        }[];
        __schema114: unknown;
        /** Format: uuid */
        __schema115: string;
        /** @description The full key value. It is shown once and cannot be retrieved. */
        __schema116: string;
        __schema117: string;
        __schema118: string;
        __schema119: string[];
        __schema120: number;
        /** Format: date-time */
        __schema121: string;
        /** Format: uuid */
        __schema122: string;
        /** Format: date-time */
        __schema123: string;
        __schema124: string;
        __schema125: string;
        __schema126: components["schemas"]["Team"][];
        __schema127: string;
        __schema128: string;
        __schema129: components["schemas"]["GroupMapping"][];
        /** Format: uuid */
        __schema130: string;
        __schema131: string;
        /** @enum {string} */
        __schema132: "viewer" | "editor" | "admin";
        __schema133: components["schemas"]["ApiKeyEvent"][];
        /** Format: uuid */
        __schema134: string;
        /** Format: uuid */
        __schema135: string;
        __schema136: string;
        /** @enum {string} */
        __schema137: "created" | "rotated" | "revoked";
        __schema138: {
            /** @enum {string} */
            type: "oidc_user" | "api_key" | "system";
            userRef: string | null;
            keyId: string | null;
        };
        /** Format: date-time */
        __schema139: string;
        __schema140: null;
        __schema141: string;
        __schema142: {
            surveyId: string;
            surveyType: string;
            /** Format: date-time */
            registeredAt: string;
            responses: number;
        }[];
        /** @enum {string} */
        __schema143: "ok";
        __schema144: string;
        __schema145: {
            reachable: boolean;
            pendingMigrations: string[];
        };
        __schema146: components["schemas"]["FeedbackItem"][];
        /** Format: uuid */
        __schema147: string;
        __schema148: string;
        __schema149: string;
        __schema150: string;
        /** Format: date-time */
        __schema151: string;
        /** Format: date-time */
        __schema152: string;
        __schema153: components["schemas"]["StoredAnswer"][];
        __schema154: string;
        /** @enum {string} */
        __schema155: "RATING" | "TEXT" | "SINGLE_CHOICE" | "MULTI_CHOICE";
        __schema156: {
            label: string;
        };
        __schema157: {
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
        __schema158: string[];
        /** @description Ids of the team’s themes the text answers match. */
        __schema159: components["schemas"]["__schema160"][];
        /** Format: uuid */
        __schema160: string;
        __schema161: components["schemas"]["SubmissionContextOutput"] | null;
        __schema162: string;
        __schema163: components["schemas"]["DeviceType"];
        __schema164: {
            width: number;
            height: number;
        };
        __schema165: string;
        __schema166: {
            [key: string]: components["schemas"]["__schema168"];
        };
        __schema167: string;
        __schema168: string;
        /** @description Personal data in a TEXT answer was replaced by a placeholder before storing. */
        __schema169: boolean;
        /**
         * @description Workflow status: `new` (every item starts so), `in_progress`, `resolved`, `ignored`.
         * @enum {string}
         */
        __schema170: "new" | "in_progress" | "resolved" | "ignored";
        /** @description The member the item is assigned to, or null. */
        __schema171: components["schemas"]["Assignee"] | null;
        /**
         * @description A member’s `userRef`, as `GET /intern/members` lists it.
         * @example id:3f9a0c2b7d14
         */
        __schema172: string;
        /** @description The member’s name as last seen (the `userRef` when Heed knows no name). */
        __schema173: string;
        /** @description When the status last changed; null while it never has (a `new` item). */
        __schema174: components["schemas"]["__schema175"] | null;
        /** Format: date-time */
        __schema175: string;
        /** @description null on the last page. */
        __schema176: components["schemas"]["__schema177"] | null;
        __schema177: string;
        /** @description Items matching the filters, on every page. */
        __schema178: number;
        /** @description Every tag of the item, sorted. */
        __schema179: components["schemas"]["__schema180"][];
        __schema180: string;
        /** @description Items that changed (or were deleted). */
        __schema181: number;
        __schema182: string;
        __schema183: {
            surveyId: string;
            surveyType: string;
            /** @description The survey’s fields with their labels and options, in order. */
            fields: components["schemas"]["FieldDefinitionOutput"][];
        }[];
        __schema184: {
            fieldId: components["schemas"]["__schema185"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "RATING";
            label: components["schemas"]["__schema186"];
            /** @enum {string} */
            ratingVariant: "emoji" | "thumbs" | "stars" | "nps";
            ratingScale: number;
        };
        __schema185: string;
        __schema186: string;
        __schema187: {
            fieldId: components["schemas"]["__schema185"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "TEXT";
            label: components["schemas"]["__schema186"];
        };
        __schema188: {
            fieldId: components["schemas"]["__schema185"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "SINGLE_CHOICE";
            label: components["schemas"]["__schema186"];
            options: components["schemas"]["__schema189"];
        };
        __schema189: components["schemas"]["__schema190"][];
        __schema190: {
            optionId: components["schemas"]["__schema185"];
            label: components["schemas"]["__schema186"];
        };
        __schema191: {
            fieldId: components["schemas"]["__schema185"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "MULTI_CHOICE";
            label: components["schemas"]["__schema186"];
            options: components["schemas"]["__schema189"];
        };
        __schema192: string[];
        /** @description Tags in use in the team. */
        __schema193: components["schemas"]["__schema194"][];
        __schema194: string;
        __schema195: {
            /** Format: uuid */
            id: string;
            name: string;
            color: string | null;
        }[];
        /** @description Device types the team’s feedback reports. */
        __schema196: components["schemas"]["DeviceType"][];
        __schema197: string | null;
        __schema198: string | null;
        __schema199: components["schemas"]["Member"][];
        /** @description From the token’s `name`, else `preferred_username`, else the `userRef`, as last seen. */
        __schema200: string;
        /** @description The role the member last acted with in the team. */
        __schema201: components["schemas"]["__schema132"];
        /** Format: date-time */
        __schema202: string;
        /** @description As `GET /intern/surveys`. */
        __schema203: components["schemas"]["SurveySummary"][];
        __schema204: string;
        __schema205: string;
        /** @description Apps whose keys submitted answers to the survey. */
        __schema206: components["schemas"]["__schema207"][];
        __schema207: string;
        __schema208: number;
        __schema209: string | null;
        __schema210: string | null;
        __schema211: components["schemas"]["FieldDefinitionOutput"][];
        /** @description The survey shown: `surveyId` when given, else the one answered last; null without surveys. */
        __schema212: components["schemas"]["__schema213"] | null;
        __schema213: string;
        /** @description The RATING field of the trend: `fieldId` when it is one, else the first; null without one. */
        __schema214: components["schemas"]["__schema215"] | null;
        __schema215: string;
        /** @description As `GET /intern/stats/trend` for `trendFieldId` (markers included); null without a RATING field. */
        __schema216: components["schemas"]["StatsTrend"] | null;
        /** @enum {string} */
        __schema217: "day" | "week" | "month";
        __schema218: string;
        __schema219: string;
        __schema220: {
            from: components["schemas"]["__schema221"];
            to: components["schemas"]["__schema221"];
        };
        __schema221: string;
        __schema222: components["schemas"]["TrendBucket"][];
        /** @description First day of the bucket in `tz` (weeks start on Monday). */
        __schema223: components["schemas"]["__schema221"];
        __schema224: components["schemas"]["__schema225"] | null;
        __schema225: number;
        __schema226: number | null;
        __schema227: {
            [key: string]: components["schemas"]["__schema225"];
        } | null;
        __schema228: boolean;
        /** @description The period of equal length just before, bucketed alike. */
        __schema229: {
            period: components["schemas"]["__schema230"];
            buckets: components["schemas"]["__schema231"];
        };
        __schema230: {
            from: components["schemas"]["__schema221"];
            to: components["schemas"]["__schema221"];
        };
        __schema231: components["schemas"]["TrendBucket"][];
        /** @description The survey’s markers within the period. */
        __schema232: components["schemas"]["__schema233"][];
        __schema233: {
            /** Format: uuid */
            id: string;
            surveyId: string;
            date: components["schemas"]["__schema221"];
            label: string;
            description: string | null;
            color: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description As `GET /intern/stats/overview` over the trend’s period; null without surveys. */
        __schema234: components["schemas"]["StatsOverview"] | null;
        __schema235: components["schemas"]["__schema225"] | null;
        __schema236: components["schemas"]["__schema225"] | null;
        /** @description The `from`/`to` filter, else the days (in `tz`) of the first and last matching response. */
        __schema237: {
            from: components["schemas"]["__schema238"];
            to: components["schemas"]["__schema239"];
        };
        __schema238: components["schemas"]["__schema221"] | null;
        __schema239: components["schemas"]["__schema221"] | null;
        __schema240: {
            threshold: number;
            /** @description Whether any aggregate of this answer is masked. */
            masked: boolean;
        };
        __schema241: components["schemas"]["FieldStats"][];
        __schema242: {
            fieldId: components["schemas"]["__schema243"];
            label: components["schemas"]["__schema244"];
            masked: components["schemas"]["__schema245"];
            responses: components["schemas"]["__schema246"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "RATING";
            /** @description Mean rating, rounded to two decimals. */
            average: components["schemas"]["__schema247"] | null;
            /** @description Every value of the scale → responses with it. */
            distribution: components["schemas"]["__schema248"] | null;
            /** @description Only for the `nps` rating variant. */
            nps?: components["schemas"]["__schema249"];
        };
        __schema243: string;
        __schema244: string;
        __schema245: boolean;
        /** @description Responses that answered this field. */
        __schema246: components["schemas"]["__schema225"] | null;
        __schema247: number;
        __schema248: {
            [key: string]: components["schemas"]["__schema225"];
        };
        __schema249: components["schemas"]["Nps"] | null;
        /** @description % promoters − % detractors, rounded. */
        __schema250: number;
        /** @description Ratings 9–10. */
        __schema251: components["schemas"]["__schema225"];
        /** @description Ratings 7–8. */
        __schema252: components["schemas"]["__schema225"];
        /** @description Ratings 0–6. */
        __schema253: components["schemas"]["__schema225"];
        __schema254: {
            fieldId: components["schemas"]["__schema243"];
            label: components["schemas"]["__schema244"];
            masked: components["schemas"]["__schema245"];
            responses: components["schemas"]["__schema246"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "SINGLE_CHOICE" | "MULTI_CHOICE";
            /** @description Every option id of the definition → responses that chose it. */
            distribution: components["schemas"]["__schema255"] | null;
            /** @description Every option id → the share of this field’s `responses` that chose it (0–1, four decimals). A MULTI_CHOICE response may choose several options, so its shares may add up to more than 1. */
            shares: components["schemas"]["__schema256"] | null;
        };
        __schema255: {
            [key: string]: components["schemas"]["__schema225"];
        };
        __schema256: {
            [key: string]: number;
        };
        __schema257: {
            fieldId: components["schemas"]["__schema243"];
            label: components["schemas"]["__schema244"];
            masked: components["schemas"]["__schema245"];
            responses: components["schemas"]["__schema246"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            fieldType: "TEXT";
            /** @description Themes matched by the items with a text in this field, most frequent first. */
            themes: components["schemas"]["__schema258"] | null;
            /** @description Items with a text here that match no theme. */
            uncategorized: components["schemas"]["__schema225"] | null;
        };
        __schema258: {
            /** Format: uuid */
            themeId: string;
            count: components["schemas"]["__schema225"];
        }[];
        /** @description The triage queue: the team’s items (of `surveyId` when given) per status, whatever the other filters — the state of the work, not of the period shown. Counts of work, never masked. */
        __schema259: components["schemas"]["TriageCounts"];
        __schema260: number;
        __schema261: number;
        __schema262: number;
        __schema263: number;
        /** @description As `GET /intern/themes`. */
        __schema264: components["schemas"]["Theme"][];
        /** Format: uuid */
        __schema265: string;
        __schema266: string;
        __schema267: string[];
        __schema268: string | null;
        /** Format: date-time */
        __schema269: string;
        __schema270: components["schemas"]["SurveySummary"][];
        __schema271: string;
        /** @description Feedback items deleted. */
        __schema272: number;
        __schema273: components["schemas"]["Marker"][];
        /** Format: uuid */
        __schema274: string;
        __schema275: string;
        /** @description `YYYY-MM-DD`. */
        __schema276: string;
        __schema277: string;
        __schema278: string | null;
        __schema279: string | null;
        /** Format: date-time */
        __schema280: string;
        /** Format: date-time */
        __schema281: string;
        __schema282: {
            tag: string;
            count: number;
        }[];
        __schema283: {
            slug: string;
            name: string;
            role: components["schemas"]["__schema132"];
        }[];
        __schema284: boolean;
        __schema285: components["schemas"]["Theme"][];
        __schema286: components["schemas"]["WebhookEndpoint"][];
        /** Format: uuid */
        __schema287: string;
        /** @description The endpoint’s URL (only team admins ever see it). */
        __schema288: string;
        __schema289: string;
        __schema290: ("feedback.created" | "feedback.updated" | "feedback.deleted" | "survey.deleted" | "retention.applied" | "webhook.test")[];
        __schema291: boolean;
        /** @description Why Heed disabled it: `gone` (it answered 410), `failing` (5 days without a success while messages failed); null when enabled or disabled by a person. */
        __schema292: components["schemas"]["__schema293"] | null;
        /** @enum {string} */
        __schema293: "gone" | "failing";
        /** Format: date-time */
        __schema294: string;
        /** Format: date-time */
        __schema295: string;
        /** @description `whsec_` and the base64 of 32 random bytes: shown once, never again. */
        __schema296: string;
        __schema297: components["schemas"]["WebhookMessage"][];
        /**
         * @description The message’s `webhook-id`.
         * @example msg_01JDQ7ZK3F9V2M8T4R6B1N0C5X
         */
        __schema298: string;
        /** @description The event type of the body. */
        __schema299: string;
        /** Format: date-time */
        __schema300: string;
        /** @enum {string} */
        __schema301: "pending" | "delivered" | "failed";
        __schema302: number;
        /** @description When it is tried next; null when done. */
        __schema303: components["schemas"]["__schema304"] | null;
        /** Format: date-time */
        __schema304: string;
        __schema305: {
            /** Format: date-time */
            at: string;
            httpStatus: number | null;
            /** @description Why no answer counted: `timeout`, `address_not_allowed`, `network`, …. */
            error: components["schemas"]["__schema306"] | null;
            durationMs: number;
        } | null;
        __schema306: string;
        /** @description The body sent (`{ type, timestamp, data }`); null until it is first sent. */
        __schema307: components["schemas"]["__schema308"] | null;
        __schema308: unknown;
        __schema309: string | null;
        /** @description Until when the old secret signs too; null when it stopped at once. */
        __schema310: components["schemas"]["__schema311"] | null;
        /** Format: date-time */
        __schema311: string;
        __schema312: string;
        __schema313: string;
        __schema314: boolean;
        __schema315: boolean;
        __schema316: string | null;
        /** Format: uuid */
        __schema317: string;
        __schema318: string;
        /** @description Log-safe reference of surveyId: `id:` + first 12 hex of its SHA-256. */
        __schema319: string;
        /** Format: date-time */
        __schema320: string;
        /** @description Present (with status 200) when the `deduplicationKey` was already stored. */
        __schema321: components["schemas"]["__schema322"];
        /** @constant */
        __schema322: true;
        /** @constant */
        __schema323: "definition_conflict";
        __schema324: components["schemas"]["DefinitionChange"][];
        __schema325: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            change: "added";
            fieldId: components["schemas"]["__schema326"];
            position: number;
            fieldType: components["schemas"]["__schema327"];
        };
        /** @description The field id, or its pseudonym `id:<12 hex>` when it looks like personal data. */
        __schema326: string;
        /** @enum {string} */
        __schema327: "RATING" | "TEXT" | "SINGLE_CHOICE" | "MULTI_CHOICE";
        __schema328: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            change: "removed";
            fieldId: components["schemas"]["__schema326"];
            position: number;
            fieldType: components["schemas"]["__schema327"];
        };
        __schema329: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            change: "moved";
            fieldId: components["schemas"]["__schema326"];
            from: number;
            to: number;
        };
        __schema330: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            change: "__schema330";
            fieldId: components["schemas"]["__schema326"];
            /** @constant */
            attribute: "fieldType";
            before: components["schemas"]["__schema327"];
            after: components["schemas"]["__schema327"];
        };
        __schema331: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            change: "__schema331";
            fieldId: components["schemas"]["__schema326"];
            /** @constant */
            attribute: "ratingVariant";
            before: components["schemas"]["__schema332"] | null;
            after: components["schemas"]["__schema332"] | null;
        };
        /** @enum {string} */
        __schema332: "emoji" | "thumbs" | "stars" | "nps";
        __schema333: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            change: "changed";
            fieldId: components["schemas"]["__schema326"];
            /** @constant */
            attribute: "optionIds";
            before: string[] | null;
            after: string[] | null;
        };
        /** @description True when a field or option id in `diff` was replaced by its pseudonym. */
        __schema334: boolean;
        /** @constant */
        __schema335: "survey_limit_reached";
        /** @description Surveys a team may register (`HEED_MAX_SURVEYS_PER_TEAM`). */
        __schema336: number;
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
            pathname?: components["schemas"]["__schema162"];
            deviceType?: components["schemas"]["__schema163"];
            viewport?: components["schemas"]["__schema164"];
            locale?: components["schemas"]["__schema165"];
            tags?: components["schemas"]["__schema166"];
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
        FieldDefinitionOutput: components["schemas"]["__schema184"] | components["schemas"]["__schema187"] | components["schemas"]["__schema188"] | components["schemas"]["__schema191"];
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
